import { useEffect, useState, type ComponentType } from 'react';
import { useServices } from '../../../hooks/services-context';
import { whenIdle } from '../../../lib/deferred/deferred-module';

/** The zone's activity (./zone-activity.tsx), in the activity log's chunk: the zone's controls do not need it. */
const loadZoneActivity = () =>
  import(/* webpackChunkName: "activity-log" */ './zone-activity').then(
    ({ ZoneActivity }) => ZoneActivity as ComponentType,
  );

/**
 * The zone's activity (what another sign-in last changed here, the zone's day), loaded with the activity
 * log's code when the browser is idle after the zone's screen has painted (docs/design.md "What loads when"). A
 * failed load (no network) is reported and leaves the rest of the screen as it is; the next zone's screen
 * tries again.
 */
export function DeferredZoneActivity() {
  const { logger } = useServices();
  const [ZoneActivity, setZoneActivity] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (ZoneActivity) return undefined;
    let live = true;
    const cancel = whenIdle(() =>
      loadZoneActivity().then(
        (loaded) => live && setZoneActivity(() => loaded),
        (error: unknown) => logger.warn('Player Remote: the zone activity could not be loaded', error),
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [ZoneActivity, logger]);
  return ZoneActivity ? <ZoneActivity /> : null;
}

import { useObservable, useObservableState } from 'observable-hooks';
import { map, distinctUntilChanged, shareReplay } from 'rxjs';
import { useZone } from '../zone/zone-context';
import { VolumeControl } from './volume-control';
import { zoneVolume$ } from './volume.streams';
import { remoteVolumeAllowed } from '../../../lib/player/zone-rules';

/**
 * The zone's volume where people look (spec §2 Player screen and overlay): the {@link VolumeControl}
 * fed by the zone's own volume (zoneVolume$) and permission (RemoteVolumeAllowed in the status). Nothing
 * until both are known, so a loading screen never shows a volume of 0. `compact` (the mini-player)
 * shows nothing when the zone does not allow remote volume; otherwise the permissions notice shows.
 */
export function ZoneVolume({ testId, compact }: { testId: string; compact?: boolean }) {
  const zone = useZone();
  // One subscription to the zone's volume for this component and its slider, replaying the latest.
  const volume$ = useObservable(() => zoneVolume$(zone).pipe(shareReplay({ bufferSize: 1, refCount: true })));
  // Whether a volume is known yet, kept subscribed (the slider shares this subscription's replay); the
  // volume itself reaches the slider through volume$, so a change of it does not render this component.
  const known = useObservableState(
    useObservable(() =>
      volume$.pipe(
        map(() => true),
        distinctUntilChanged(),
      ),
    ),
    false,
  );
  const allowed = useObservableState(
    useObservable(() => zone.status$.pipe(map(remoteVolumeAllowed), distinctUntilChanged())),
  );
  if (allowed === undefined || (allowed && !known) || (compact && !allowed)) return null;
  return (
    <VolumeControl
      allowed={allowed}
      volume$={volume$}
      testId={testId}
      noticeTestId={`${testId}-permissions`}
      showLabel={!compact}
    />
  );
}

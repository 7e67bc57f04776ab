import { useRef } from 'react';
import { useObservable, useObservableCallback, useSubscription } from 'observable-hooks';
import { map } from 'rxjs';
import { useIntl } from 'react-intl';
import { PlayerCommand } from '../../../lib/player/commands';
import { Card, CardTitle } from '../../../ui/card';
import { Icon } from '../../../ui/icon';
import { iconVolumeUp } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { settingsTexts } from './texts';
import { saveVolume } from './settings.streams';
import { commandKey } from '../../../lib/zone/zone.streams';
import { useZone } from '../zone/zone-context';
import { CommandButton } from '../zone/command-button';
import { VolumeControl } from './volume-control';

const SAVE = [commandKey(PlayerCommand.SaveChannelSettings)];

/**
 * Volume card (spec §2 Settings): the zone's volume slider ({@link VolumeControl}: 107 once the value
 * settles, settings.VolumeSuccessMessage), a line saying that moving it already changes the zone's
 * volume, and a button that keeps it as the zone's volume (732, settings.SuccessMessage); when the zone
 * does not allow remote volume, the read-only permissions notice instead.
 */
export function VolumeCard({ allowed, volume }: { allowed: boolean; volume: number }) {
  const zone = useZone();
  const { notifier } = useServices();
  const intl = useIntl();
  const confirmed = useRef(volume);
  const [save, saved$] = useObservableCallback(saveVolume(zone, notifier));
  // The settings' volume as loaded (802); it changes only when the screen loads the settings again.
  const volume$ = useObservable((inputs$) => inputs$.pipe(map(([v]) => v)), [volume]);
  useSubscription(saved$);
  return (
    <Card aria-labelledby="volume-heading" data-testid="volume-card">
      <CardTitle id="volume-heading">
        <Icon path={iconVolumeUp} />
        {intl.formatMessage(settingsTexts.volume)}
      </CardTitle>
      {allowed && (
        <p id="volume-help" style={{ marginTop: 0 }} data-testid="volume-help">
          {intl.formatMessage(settingsTexts.volumeHelp)}
        </p>
      )}
      <VolumeControl
        allowed={allowed}
        volume$={volume$}
        testId="volume-slider"
        noticeTestId="volume-permissions"
        onView={(view) => {
          confirmed.current = view.confirmed;
        }}
      />
      {allowed && (
        <CommandButton
          type="button"
          $variant="secondary"
          onClick={() => save(confirmed.current)}
          data-testid="save-volume"
          busyKeys={SAVE}
        >
          {intl.formatMessage(settingsTexts.save)}
        </CommandButton>
      )}
    </Card>
  );
}

import { useObservable, useObservableCallback, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { map, of } from 'rxjs';
import { PlayerCommand } from '../../../lib/player/commands';
import { Card, CardTitle } from '../../../ui/card';
import { Icon } from '../../../ui/icon';
import { iconVolumeUp } from '../../../ui/icons/paths';
import { RangeField } from '../../../ui/range-field';
import { useServices } from '../../../hooks/services-context';
import { settingsTexts } from '../screen-texts';
import { saveVolume, setVolume } from './settings.streams';
import { volumeControl$ } from './volume.streams';
import { commandKey } from '../../../lib/zone/zone.streams';
import { useZone } from '../zone/zone-context';
import { CommandButton } from '../zone/command-button';

const SAVE = [commandKey(PlayerCommand.SaveChannelSettings)];

/**
 * Volume card (spec §2 Settings): a 0–100 slider, step 1 (− and + by 5), its value beside it, that sends
 * 107 once the value settles (release, or a pause in key presses) with the
 * settings.VolumeSuccessMessage toast, and a button that keeps it as the zone's volume (732, settings.SuccessMessage);
 * when the zone does not allow remote volume, a read-only permissions notice instead. The slider never
 * jumps back while dragged, is busy until the player replies, and settles on the confirmed value.
 */
export function VolumeCard({ allowed, volume }: { allowed: boolean; volume: number }) {
  const zone = useZone();
  const { notifier } = useServices();
  const intl = useIntl();
  const [drag, drag$] = useObservableCallback<number>();
  const [commit, commit$] = useObservableCallback<number>();
  const reported$ = useObservable((inputs$) => inputs$.pipe(map(([v]) => v)), [volume]);
  const view$ = useObservable(() =>
    volumeControl$(
      { reported$, drag$, commit$, send: (value) => setVolume(zone, notifier)(of(value)) },
      volume,
    ),
  );
  const view = useObservableState(view$, { shown: volume, confirmed: volume, dragging: false, busy: false });
  const [save, saved$] = useObservableCallback(saveVolume(zone, notifier));
  useSubscription(saved$);
  return (
    <Card aria-labelledby="volume-heading" data-testid="volume-card">
      <CardTitle id="volume-heading">
        <Icon path={iconVolumeUp} />
        {intl.formatMessage(settingsTexts.volume)}
      </CardTitle>
      {allowed ? (
        <>
          <RangeField
            label={intl.formatMessage(settingsTexts.volume)}
            min={0}
            max={100}
            value={view.shown}
            valueText={(v) => intl.formatMessage(settingsTexts.volumeValue, { value: v })}
            display={(v) => intl.formatNumber(v / 100, { style: 'percent' })}
            buttonStep={5}
            onDrag={drag}
            onCommit={commit}
            busy={view.busy}
            testId="volume-slider"
            hideLabel
          />
          <CommandButton
            type="button"
            $variant="secondary"
            onClick={() => save(view.confirmed)}
            data-testid="save-volume"
            busyKeys={SAVE}
          >
            {intl.formatMessage(settingsTexts.save)}
          </CommandButton>
        </>
      ) : (
        <p role="note" data-testid="volume-permissions">
          {intl.formatMessage(settingsTexts.noPermission)}
        </p>
      )}
    </Card>
  );
}

import { useState } from 'react';
import { useObservableCallback, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { Button, Card } from '../../../ui/controls';
import { Icon } from '../../../ui/icon';
import { iconVolumeUp } from '../../../ui/icons/paths';
import { RangeField } from '../../../ui/range-field';
import { useServices } from '../../../ui/services-context';
import { settingsMessages } from '../screen-messages';
import { saveVolume, setVolume } from '../streams/settings.streams';
import { useZone } from '../zone-context';

/**
 * Volume card (spec §2 Settings): a 0–100 slider, step 1, that sends 107 on release with the
 * settings.VolumeSuccessMessage toast, and a button that keeps it as the zone's volume (732, settings.SuccessMessage);
 * when the zone does not allow remote volume, a read-only permissions notice instead.
 */
export function VolumeCard({ allowed, volume }: { allowed: boolean; volume: number }) {
  const zone = useZone();
  const { notifier } = useServices();
  const intl = useIntl();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [send, sent$] = useObservableCallback(setVolume(zone, notifier));
  const [save, saved$] = useObservableCallback(saveVolume(zone, notifier));
  useSubscription(sent$);
  useSubscription(saved$);
  const value = chosen ?? volume;
  return (
    <Card aria-labelledby="volume-heading" data-testid="volume-card">
      <h2 id="volume-heading" style={{ marginTop: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
        <Icon path={iconVolumeUp} />
        {intl.formatMessage(settingsMessages.volume)}
      </h2>
      {allowed ? (
        <>
          <RangeField
            label={intl.formatMessage(settingsMessages.volume)}
            min={0}
            max={100}
            value={value}
            valueText={(v) => intl.formatMessage(settingsMessages.volumeValue, { value: v })}
            onCommit={(v) => {
              setChosen(v);
              send(v);
            }}
            testId="volume-slider"
            hideLabel
          />
          <Button type="button" $variant="secondary" onClick={() => save(value)} data-testid="save-volume">
            {intl.formatMessage(settingsMessages.save)}
          </Button>
        </>
      ) : (
        <p role="note" data-testid="volume-permissions">{intl.formatMessage(settingsMessages.noPermission)}</p>
      )}
    </Card>
  );
}

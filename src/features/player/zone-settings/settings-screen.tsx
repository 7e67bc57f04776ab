import { useObservable, useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { map } from 'rxjs';
import { supportsEnergy } from '../../../lib/player/groups';
import { Card } from '../../../ui/card';
import { ScreenTitle } from '../../../ui/screen-title';
import { Skeleton } from '../../../ui/skeleton';
import { useServices } from '../../../hooks/services-context';
import { useSelected } from '../zone/use-selected';
import { useOverlayInfo } from '../frame/overlay-context';
import { settingsTexts } from './texts';
import { settingsData$, settingsReady } from './settings-data.streams';
import { settingsSkeleton$ } from './settings.streams';
import { LOADING } from '../zone/load.streams';
import { useZone } from '../zone/zone-context';
import { EnergyCard } from './energy-card';
import { VolumeCard } from './volume-card';

const INITIAL = { zoneSettings: LOADING, connection: LOADING, energyMap: LOADING };

/**
 * Settings screen (spec §2 Settings, §4 Loading): a skeleton for 1.5 s after opening (and until the
 * data is in), then the volume card (or the permissions notice) and, for players whose major version is
 * above 7, the energy card. A connection info without Version is logged as invalid (spec §5).
 */
export function SettingsScreen() {
  const zone = useZone();
  const { scheduler, logger } = useServices();
  const selected = useSelected();
  const intl = useIntl();
  const info = useOverlayInfo();
  const data$ = useObservable(() => settingsData$(zone));
  const data = useObservableState(data$, INITIAL);
  const loading = useObservableState(
    useObservable(() => settingsSkeleton$(data$.pipe(map(settingsReady)), scheduler)),
    true,
  );
  const version = data.connection.kind === 'loaded' ? data.connection.value.Version : undefined;
  if (data.connection.kind === 'loaded' && !version)
    logger.warn('Invalid connection: the player sent no Version');
  return (
    <>
      <ScreenTitle>{intl.formatMessage(settingsTexts.heading, { zone: selected.zone.name })}</ScreenTitle>
      {loading || !info ? (
        <div
          role="status"
          aria-label={intl.formatMessage(settingsTexts.loading)}
          data-testid="settings-skeleton"
          style={{ display: 'grid', gap: 16 }}
        >
          {[0, 1].map((i) => (
            <Card key={i} aria-hidden="true" style={{ display: 'grid', gap: 16 }}>
              <Skeleton $w="40%" $h="1.6em" />
              <div style={{ display: 'flex', gap: 8, alignItems: 'center', maxWidth: 560 }}>
                <Skeleton $w="44px" $h="44px" style={{ borderRadius: '50%' }} />
                <Skeleton $h="8px" style={{ flex: 1 }} />
                <Skeleton $w="44px" $h="44px" style={{ borderRadius: '50%' }} />
              </div>
            </Card>
          ))}
        </div>
      ) : (
        <>
          <VolumeCard
            allowed={info.remoteVolumeAllowed}
            volume={data.zoneSettings.kind === 'loaded' ? (data.zoneSettings.value.Volume ?? 0) : 0}
          />
          {supportsEnergy(version) && data.energyMap.kind === 'loaded' && (
            <EnergyCard energyMap={data.energyMap.value} />
          )}
        </>
      )}
    </>
  );
}

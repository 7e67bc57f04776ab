import { combineLatest, map, shareReplay, type Observable } from 'rxjs';
import { PlayerCommand } from '../../../lib/player/commands';
import { ChannelSettings, ConnectionInfo, EnergyMap } from '../../../lib/player/replies';
import type { ZoneControl } from '../../../lib/zone/zone.streams';
import { loadable$, type Loadable } from '../zone/load.streams';

/** What the settings screen shows: zone settings (802, ChannelSettings), connection info (741), energy map (834). */
export interface SettingsData {
  readonly zoneSettings: Loadable<ChannelSettings>;
  readonly connection: Loadable<ConnectionInfo>;
  readonly energyMap: Loadable<EnergyMap>;
}

/**
 * Loads the three replies the settings screen needs, each once per visit (spec §2 Settings); the result
 * is shared so the skeleton and the cards read one set of requests.
 */
export function settingsData$(zone: Pick<ZoneControl, 'attempt'>): Observable<SettingsData> {
  return combineLatest([
    loadable$(() => zone.attempt(PlayerCommand.LoadChannelSettings, { schema: ChannelSettings })),
    loadable$(() => zone.attempt(PlayerCommand.Channels, { schema: ConnectionInfo })),
    loadable$(() => zone.attempt(PlayerCommand.GetEnergyMap, { schema: EnergyMap })),
  ]).pipe(
    map(([zoneSettings, connection, energyMap]) => ({ zoneSettings, connection, energyMap })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

/** True once what the cards need has arrived: the zone settings and the connection info. */
export function settingsReady(data: SettingsData): boolean {
  return data.zoneSettings.kind === 'loaded' && data.connection.kind === 'loaded';
}

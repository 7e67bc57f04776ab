import { playersOf, type FleetPlayer } from '../../../server/fleet/fixture';

/** The demo account's players, from the local service's own deterministic fixture. */
const DEMO_PLAYERS = playersOf('demo@example.com');

/** What a browser test needs to pick a demo player and one of its zones by identity. */
export interface DemoPlayer {
  /** The name shown on its card (what a user types into the search box). */
  readonly name: string;
  /** Its identity: the card's `data-licence-key`. */
  readonly licenceKey: string;
  /** The zone names, in zone order (zone 1 first). */
  readonly zones: readonly string[];
  /** Whether the fixture lists it as online. */
  readonly online: boolean;
}

const view = (p: FleetPlayer): DemoPlayer => ({
  name: p.PlayerName,
  licenceKey: p.LicenceKey,
  zones: p.zones.map((z) => z.ZoneName),
  online: p.ConnectivityStatus === 'Online',
});

/** The demo player called `name`; throws when the fixture has none (a renamed fixture fails loudly). */
export function demoPlayer(name: string): DemoPlayer {
  const found = DEMO_PLAYERS.find((p) => p.PlayerName === name);
  if (!found) throw new Error(`The demo fleet has no player called ${JSON.stringify(name)}.`);
  return view(found);
}

/** The 1-based number of `zone` on `player` (the zone card's `data-zone-number`); throws when unknown. */
export function zoneNumber(player: DemoPlayer, zone: string): number {
  const index = player.zones.indexOf(zone);
  if (index < 0) throw new Error(`${player.name} has no zone called ${JSON.stringify(zone)}.`);
  return index + 1;
}

/**
 * Players for a load test (`npm run fleet -- --players N`): the fixture's online players first, then
 * copies of them under new licence keys and MAC addresses, so any number of players have the shapes,
 * zones and playlists of the demo fleet. Deterministic: the same N gives the same players.
 */
import { fleet, type FleetPlayer } from './fixture';
import { guid, macAddress, rng } from './prng';

/** Owner of the copies: no account of the demo sees them. */
export const LOAD_OWNER = 'load-test@example.invalid';

/** `count` players (a whole number ≥ 0): the online fixture players, then numbered copies. Throws a RangeError on a bad count. */
export function loadPlayers(count: number): FleetPlayer[] {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`The number of players must be a whole number ≥ 0, got ${count}`);
  const online = fleet.filter((p) => p.ConnectivityStatus === 'Online');
  const r = rng('player-remote-load-v1');
  return Array.from({ length: count }, (_, i) => {
    const model = online[i % online.length]!;
    if (i < online.length) return model;
    return {
      ...model,
      PlayerName: `${model.PlayerName} ${i + 1}`,
      LicenceKey: guid(r),
      MacAddress: macAddress(r),
      owner: LOAD_OWNER,
    };
  });
}

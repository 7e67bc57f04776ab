/**
 * The simulated fleet (player-protocol.md "What the simulated players must do"): every online
 * fixture player (or any number of load players, {@link loadPlayers}) connects to a hub as a real
 * client and answers the app's commands.
 */
import { groupRoles, mintClientAccess } from '../hub/token';
import { createLogger, type Logger } from '../log';
import {
  FLEET_HUB_TOKEN_TTL_MINUTES,
  FLEET_KEEP_ALIVE_INTERVAL_MS,
  FLEET_KEEP_ALIVE_TIMEOUT_MS,
  FLEET_RETRY_MS,
  FLEET_TICK_MS,
} from '../timing';
import { fleet, type FleetPlayer } from './fixture';
import { PlayerClient } from './player-client';

export { fleet, playersOf, zoneGroup, playerKey, type FleetPlayer, type FleetZone } from './fixture';
export { loadPlayers } from './load';

/** A client access URL for `userId` allowed to join, leave and send to exactly `groups`. */
export type ClientAccessUrl = (userId: string, groups: readonly string[]) => Promise<string>;

/** Options of `startFleet`. */
export interface FleetOptions {
  /** Where each player gets its client access URL (see {@link sdkAccessUrl}). */
  clientAccessUrl: ClientAccessUrl;
  /** While `isSilenced(LicenceKey)` is true that player neither replies nor pushes. */
  faults: { isSilenced(licenceKey: string): boolean };
  /** The players to simulate. Default: the fixture's online players. */
  players?: readonly FleetPlayer[];
  /** Clock in ms (default Date.now). */
  now?: () => number;
  /** Playback timer period, ms (default {@link FLEET_TICK_MS}). */
  tickMs?: number;
  /**
   * Each zone also pushes its status at least this often, ms (a load lever; default: only when it
   * changes, as a real player does).
   */
  statusIntervalMs?: number;
  /** Logger (default: silent). */
  log?: Logger;
  /**
   * SDK keep-alive ping period and the silence after which a player drops its socket, ms. Defaults
   * {@link FLEET_KEEP_ALIVE_INTERVAL_MS} / {@link FLEET_KEEP_ALIVE_TIMEOUT_MS}, shorter than the
   * SDK's: its keep-alive loops sleep a full period after stop(), holding the process open that long
   * (hub-protocol.md §10).
   */
  keepAliveIntervalMs?: number;
  keepAliveTimeoutMs?: number;
}

/** What a running fleet has done so far. */
export interface FleetStats {
  /** Players connected with every zone group joined. */
  readonly connected: number;
  /** Replies and status pushes the hub acknowledged. */
  readonly sent: number;
  /** Of those, status pushes (unasked). */
  readonly pushes: number;
  /** Sends the hub refused or that failed. */
  readonly failed: number;
}

/** A running fleet. */
export interface RunningFleet {
  /** Stops every client and timer. */
  stop(): Promise<void>;
  /** The simulated players (for diagnostics and tests). */
  players: readonly PlayerClient[];
  /** Totals over every player. */
  stats(): FleetStats;
}

/**
 * Client access URLs minted by Azure's server SDK from `connectionString` for hub `hub`, each
 * valid for {@link FLEET_HUB_TOKEN_TTL_MINUTES}. `origin` (e.g. `ws://127.0.0.1:8080`) replaces the
 * URL's scheme, host and port: the local service's players reach its hub on the address it listens
 * on when its public address (the token's audience) is a proxy's.
 */
export function sdkAccessUrl(connectionString: string, hub: string, origin?: string): ClientAccessUrl {
  return async (userId, groups) => {
    const { url } = await mintClientAccess(connectionString, hub, {
      userId,
      roles: groupRoles(groups),
      expirationTimeInMinutes: FLEET_HUB_TOKEN_TTL_MINUTES,
    });
    if (!origin) return url;
    const target = new URL(url);
    const base = new URL(origin);
    target.protocol = base.protocol;
    target.host = base.host;
    return target.toString();
  };
}

/** Connects every player; resolves once each has connected or failed once (then it retries). */
export async function startFleet(opts: FleetOptions): Promise<RunningFleet> {
  const log = opts.log ?? createLogger({ enabled: false });
  const now = opts.now ?? Date.now;
  const simulated = opts.players ?? fleet.filter((p) => p.ConnectivityStatus === 'Online');
  const players = simulated.map(
    (p) =>
      new PlayerClient(p, {
        clientAccessUrl: opts.clientAccessUrl,
        isSilenced: (k) => opts.faults.isSilenced(k),
        now,
        log,
        retryMs: FLEET_RETRY_MS,
        statusIntervalMs: opts.statusIntervalMs,
        keepAliveIntervalMs: opts.keepAliveIntervalMs ?? FLEET_KEEP_ALIVE_INTERVAL_MS,
        keepAliveTimeoutMs: opts.keepAliveTimeoutMs ?? FLEET_KEEP_ALIVE_TIMEOUT_MS,
      }),
  );
  const timer = setInterval(() => {
    for (const p of players) {
      try {
        p.tick();
      } catch (err) {
        log.error({ err }, `tick failed for ${p.player.PlayerName}`);
      }
    }
  }, opts.tickMs ?? FLEET_TICK_MS);
  timer.unref();
  await Promise.all(players.map((p) => p.start()));
  return {
    players,
    stats: () =>
      players.reduce<FleetStats>(
        (sum, p) => ({
          connected: sum.connected + (p.connected ? 1 : 0),
          sent: sum.sent + p.counts.sent,
          pushes: sum.pushes + p.counts.pushes,
          failed: sum.failed + p.counts.failed,
        }),
        { connected: 0, sent: 0, pushes: 0, failed: 0 },
      ),
    async stop() {
      clearInterval(timer);
      await Promise.all(players.map((p) => p.stop()));
    },
  };
}

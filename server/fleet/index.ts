/**
 * The simulated fleet (player-protocol.md "What the simulated players must do"): every online
 * fixture player connects to the hub as a real client and answers the app's commands.
 */
import { createLogger, type Logger } from '../log';
import { fleet } from './fixture';
import { PlayerClient } from './player-client';

export { fleet, playersOf, zoneGroup, playerKey, type FleetPlayer, type FleetZone } from './fixture';

/** Options of `startFleet`. */
export interface FleetOptions {
  /** Hub client endpoint, e.g. `ws://127.0.0.1:PORT/client/hubs/players`. */
  hubUrl: string;
  /** Mints a hub access token for `userId` limited to `groups`. */
  mintToken(userId: string, groups: string[]): Promise<string>;
  /** While `isSilenced(LicenceKey)` is true that player neither replies nor pushes. */
  faults: { isSilenced(licenceKey: string): boolean };
  /** Clock in ms (default Date.now). */
  now?: () => number;
  /** Playback timer period, ms (default 1000). */
  tickMs?: number;
  /** Logger (default: silent). */
  log?: Logger;
  /**
   * SDK keep-alive ping period and the silence after which a player drops its socket, ms.
   * Defaults 5000 / 20000 rather than the SDK's 20 s / 120 s: the SDK's keep-alive loops sleep a
   * full period after stop(), holding the process open that long (hub-protocol.md §10).
   */
  keepAliveIntervalMs?: number;
  keepAliveTimeoutMs?: number;
}

/** A running fleet. */
export interface RunningFleet {
  /** Stops every client and timer. */
  stop(): Promise<void>;
  /** The simulated online players (for diagnostics and tests). */
  players: readonly PlayerClient[];
}

/** Connects every online player of the fixture; resolves once each has connected or failed once (then it retries). */
export async function startFleet(opts: FleetOptions): Promise<RunningFleet> {
  const log = opts.log ?? createLogger(false, 'fleet');
  const now = opts.now ?? Date.now;
  const players = fleet
    .filter((p) => p.ConnectivityStatus === 'Online')
    .map(
      (p) =>
        new PlayerClient(p, {
          hubUrl: opts.hubUrl,
          mintToken: opts.mintToken,
          isSilenced: (k) => opts.faults.isSilenced(k),
          now,
          log,
          retryMs: 2000,
          keepAliveIntervalMs: opts.keepAliveIntervalMs ?? 5000,
          keepAliveTimeoutMs: opts.keepAliveTimeoutMs ?? 20_000,
        }),
    );
  const timer = setInterval(() => {
    for (const p of players) {
      try {
        p.tick();
      } catch (err) {
        log.error(`fleet tick failed for ${p.player.PlayerName}`, err);
      }
    }
  }, opts.tickMs ?? 1000);
  timer.unref();
  await Promise.all(players.map((p) => p.start()));
  return {
    players,
    async stop() {
      clearInterval(timer);
      await Promise.all(players.map((p) => p.stop()));
    },
  };
}

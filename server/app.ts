import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { apiPlugin, createApiContext, PUBLIC_API_PATHS } from './api';
import { Mailer, type OutboxEntry } from './api/outbox';
import { UserStore } from './api/users';
import { type Clock, serviceClock, systemClock } from './clock';
import { createFaults, type Faults } from './faults';
import { devRoutesPlugin, generateFaultsKey } from './faults/routes';
import { FaultState } from './faults/state';
import { embedExamplePlugin } from './http/embed-example';
import { allowedHosts } from './http/host';
import { createHttpServer } from './http/server';
import { bundlePlugin } from './http/static';
import { stillsPlugin } from './http/stills';
import { hubPlugin } from './hub/plugin';
import { HubServer } from './hub/server';
import {
  connectionStringFor,
  generateAccessKey,
  type ConnectionString,
  parseConnectionString,
} from './hub/connection-string';
import { createLogger, type Logger } from './log';
import { buildFleet, fleet as fixtureFleet, parseFleetPlayers } from './fleet/fixture';
import { trackByFile } from './fleet/library';
import { ACCESS_TOKEN_TTL_SECONDS } from './timing';

/** Options of {@link startService}. */
export interface ServiceOptions {
  /** TCP port; 0 picks a free one (tests). Default 8080. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /**
   * Public base address for mailed links and HubUrl (e.g. `https://remote.example.com`, env
   * PUBLIC_URL); default: the address the service listens on. Never taken from a request.
   */
  publicUrl?: string;
  /**
   * Host names requests may name besides the loopback names, the listening interface and the public
   * URL's host (env ALLOWED_HOSTS); any other Host header is refused with 421.
   */
  allowedHosts?: readonly string[];
  /** Origins whose pages may call the API cross-origin (env CORS_ORIGINS). Default none. */
  corsOrigins?: readonly string[];
  /** Built bundle to serve. Default `<repo>/dist`. */
  distDir?: string;
  /** Development mode: /dev/outbox for loopback clients and the embedding example at /embed-example/. Default false. */
  dev?: boolean;
  /**
   * The fault routes (`GET /dev/faults`, `POST /dev/faults/<name>`) for loopback clients that send
   * the process's fault key ({@link Service.faultsKey}) in `X-Faults-Key`: `npm run dev` and the
   * tests, never `npm start`. Default false.
   */
  faultRoutes?: boolean;
  /** Start the simulated players (server/fleet). Default true. */
  fleet?: boolean;
  /**
   * The demo account's number of players (server/README.md "Demo fixture"): a whole number from the
   * hand-written demo fleet's size to FLEET_PLAYERS_MAX, the hand-written fleet grown with generated
   * players. Default: FLEET_PLAYERS, read when the fixture loads (tests start a larger fleet in-process
   * with this option). Throws on a count out of that range.
   */
  fleetPlayers?: number;
  /**
   * The fleet's players run the SDK's keep-alive (a ping every few seconds, a silent socket dropped).
   * Default true. Test harnesses turn it off: the SDK's keep-alive loops sleep one more period after
   * `stop()`, so they would hold the test process open after `close()`; the hub's own WebSocket pings
   * still check every socket.
   */
  fleetKeepAlive?: boolean;
  /**
   * Hub the fleet joins and the app asks for: the one hub name the service mints tokens for and
   * serves; any other gets 404. Default `players`.
   */
  hub?: string;
  /** Interval of the hub's WebSocket control pings, ms (tests shorten it). Default: timing.ts. */
  hubHeartbeatMs?: number;
  /** Access-token lifetime in seconds (may be fractional). Default {@link ACCESS_TOKEN_TTL_SECONDS}. */
  accessTokenTtlSeconds?: number;
  /**
   * Log (pino, one readable line per entry on stdout, level from LOG_LEVEL). Default: on, except
   * under Jest (NODE_ENV=test).
   */
  log?: boolean;
  /** A pino logger of the caller's own (tests that check what was logged); overrides `log`. */
  logger?: Logger;
  /** How long a client may take to send request headers (hub upgrades included), ms. Default: timing.ts. */
  headersTimeoutMs?: number;
  /**
   * How long an idle kept-alive connection stays open, ms (Node's default when absent). The browser
   * tests' services keep theirs open for the run: a client whose process is starved can reuse a socket
   * just after a short keep-alive has ended it, and its request fails ("other side closed").
   */
  keepAliveTimeoutMs?: number;
  /**
   * `frame-ancestors` sources of the pages' Content-Security-Policy: who may frame the app, e.g.
   * `["'self'", 'https://shop.example.com']` (env FRAME_ANCESTORS). Default `'self'`.
   */
  frameAncestors?: readonly string[];
  /**
   * The instant the service's clock starts at, as an ISO 8601 instant with a zone
   * (`2026-11-22T13:20:00Z`, env CLOCK_START) or ms since the epoch; from there it runs in real
   * time. The fleet's timetable and positions, token and code lifetimes, throttles and mail times
   * follow it. Default: the machine's clock. Throws on a malformed instant.
   */
  clockStart?: string | number;
  /** A clock of the caller's own (unit tests: `ManualClock`); exclusive with `clockStart`. */
  clock?: Clock;
  /**
   * The Web PubSub resource the app's `HubUrl` and the fleet use, as Azure's connection string
   * (`Endpoint=…;AccessKey=…;Version=1.0;`, env WEB_PUBSUB_CONNECTION_STRING). Default: the local hub
   * at the public address on a key generated at start. A string whose endpoint is this service's own
   * public address keys the local hub with its AccessKey (so other processes can mint for it). Throws
   * on a malformed string.
   */
  hubConnectionString?: string;
  /**
   * The clock the local hub checks token expiry on. Default: the machine's, which `@azure/web-pubsub`
   * stamps tokens with (tests pass a `ManualClock` to reach an expiry).
   */
  hubTokenClock?: Clock;
}

/** A running service. */
export interface Service {
  /** Base address, e.g. `http://127.0.0.1:8080`. */
  readonly url: string;
  readonly port: number;
  /** Stops the fleet, says goodbye to hub clients and closes the HTTP server. */
  close(): Promise<void>;
  readonly faults: Faults;
  /** Every mail sent so far (the dev outbox). */
  readonly outbox: OutboxEntry[];
  /** The clock the service runs on (see {@link ServiceOptions.clockStart}). */
  readonly clock: Clock;
  /**
   * The connection string the service mints hub tokens with (`@azure/web-pubsub`): the one given
   * ({@link ServiceOptions.hubConnectionString}) or the local hub's, whose key is generated at start.
   */
  readonly hubConnectionString: string;
  /** True when the hub is this service's own (no connection string for another endpoint given). */
  readonly localHub: boolean;
  /**
   * The key the fault routes want in their `X-Faults-Key` header (random per process), or null when
   * they are off ({@link ServiceOptions.faultRoutes}).
   */
  readonly faultsKey: string | null;
}

/**
 * Starts the local service (docs/architecture.md §1): static bundle, track artwork at /stills, REST API (spec §7), hub at
 * `/client/hubs/{hub}` (hub-protocol.md), then the simulated fleet. Rejects if the port is taken.
 */
export async function startService(options: ServiceOptions = {}): Promise<Service> {
  const clock = serviceClock(options);
  const hubName = options.hub ?? 'players';
  const logging = options.log ?? process.env['NODE_ENV'] !== 'test';
  const log = options.logger ?? createLogger({ enabled: logging });
  const host = options.host ?? '127.0.0.1';
  const secure = options.publicUrl?.startsWith('https:') ?? false;
  const outbox: OutboxEntry[] = [];
  let listening = '';
  const publicBase = (): string => (options.publicUrl ?? listening).replace(/\/+$/, '');
  const given = options.hubConnectionString ? parseConnectionString(options.hubConnectionString) : null;
  const generatedKey = generateAccessKey();
  /** The local hub's endpoint and key: the public base, keyed by the given string when it names it. */
  const localHub = (): ConnectionString => {
    const own = parseConnectionString(connectionStringFor(publicBase(), generatedKey));
    return given?.endpoint === own.endpoint ? given : own;
  };
  const isLocalHub = (): boolean => given === null || given.endpoint === localHub().endpoint;
  /** The app page's `connect-src` beyond the service: the ws(s) origin of a hub that is not its own. */
  const hubOrigins = (): string[] =>
    isLocalHub() || given === null ? [] : [new URL(given.endpoint).origin.replace(/^http/, 'ws')];
  const hubConnectionString = (): string =>
    options.hubConnectionString ?? connectionStringFor(publicBase(), generatedKey);
  const players =
    options.fleetPlayers === undefined
      ? fixtureFleet
      : buildFleet(parseFleetPlayers(String(options.fleetPlayers)));
  const api = createApiContext({
    users: await UserStore.demo(),
    mailer: new Mailer(outbox, log.child({ scope: 'mail' }), clock),
    clock,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
    publicBase,
    hubConnectionString,
    hubNames: new Set([hubName]),
    secure,
    onHubAccessChanged: () => hub.recheckSignIns(),
    players,
  });
  const faultState = new FaultState();
  const hosts = allowedHosts({ listenHost: host, publicUrl: options.publicUrl, extra: options.allowedHosts });
  const hub = new HubServer({
    faults: faultState,
    log: log.child({ scope: 'hub' }),
    tokenClock: options.hubTokenClock ?? systemClock,
    connectionString: localHub,
    hubs: new Set([hubName]),
    signInLive: (tag) => api.signIns.hubTagLive(tag),
    ...(options.hubHeartbeatMs === undefined ? {} : { heartbeatMs: options.hubHeartbeatMs }),
  });
  const faults = createFaults(faultState, hub, api.signIns);
  const distDir = options.distDir ?? resolve(__dirname, '..', 'dist');
  const corsOrigins = options.corsOrigins ?? [];

  const app = await createHttpServer({
    log,
    faults: faultState,
    allowedHosts: hosts,
    xsrf: { secure, cookielessPaths: PUBLIC_API_PATHS, corsOrigins },
    corsOrigins,
    distDir,
    frameAncestors: options.frameAncestors,
    hubOrigins,
    headersTimeoutMs: options.headersTimeoutMs,
    keepAliveTimeoutMs: options.keepAliveTimeoutMs,
  });
  // Closing the service stops the fleet first (its players leave the hub), then the hub's preClose
  // says goodbye to every other socket, then fastify closes the server.
  let fleet: { stop(): Promise<void> } | null = null;
  app.addHook('preClose', async () => fleet?.stop());
  await app.register(apiPlugin, api);
  const faultsKey = options.faultRoutes ? generateFaultsKey() : null;
  await app.register(devRoutesPlugin, {
    ...(options.dev ? { outbox } : {}),
    ...(faultsKey ? { faults: { controls: faults, key: faultsKey } } : {}),
  });
  if (options.dev)
    await app.register(embedExamplePlugin, { distDir, frameAncestors: options.frameAncestors });
  await app.register(stillsPlugin, { trackByFile });
  await app.register(bundlePlugin, { distDir, frameAncestors: options.frameAncestors, hubOrigins });
  await app.register(hubPlugin, { hub });
  await app.listen({ port: options.port ?? 8080, host });
  const { port } = app.server.address() as AddressInfo;
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${local}:${port}`;
  listening = url;

  if (options.fleet ?? true) {
    try {
      const { sdkAccessUrl, startFleet } = await import('./fleet/index');
      // The local hub's players connect to the address it listens on (the public one may be a proxy's).
      const origin = isLocalHub() ? url.replace(/^http/, 'ws') : undefined;
      fleet = await startFleet({
        clientAccessUrl: sdkAccessUrl(hubConnectionString(), hubName, origin),
        faults,
        players: players.filter((p) => p.ConnectivityStatus === 'Online'),
        now: () => clock.now(),
        log: log.child({ scope: 'fleet' }),
        ...(options.fleetKeepAlive === false ? { keepAliveIntervalMs: 0, keepAliveTimeoutMs: 0 } : {}),
      });
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  return {
    url,
    port,
    faults,
    outbox,
    clock,
    hubConnectionString: hubConnectionString(),
    localHub: isLocalHub(),
    faultsKey,
    close: () => app.close(),
  };
}

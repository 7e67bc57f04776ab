import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { fleet, type FleetPlayer } from '../fleet/fixture';
import { CLIENT_GONE, HttpError } from '../http/errors';
import { ACCESS_CODE_TTL_MS, HASH_FAILURE_DECAY_MS, RESET_CODE_TTL_MS } from '../timing';
import { CodeStore, sixDigits, urlCode } from './codes';
import type { Mailer } from './outbox';
import { SignIns } from './sign-ins';
import { AccountFailures, FailureBudget, HASH_FAILURE_BUDGET, SignInThrottle } from './throttle';
import { type Principal, verifyAccessToken } from './tokens';
import type { User, UserStore } from './users';

/** Everything the API routes share (one instance per service). */
export interface ApiContext {
  readonly users: UserStore;
  readonly signIns: SignIns;
  readonly throttle: SignInThrottle;
  /** Wrong passwords per account across addresses: past a limit a sign-in needs the mailed code too. */
  readonly accountFailures: AccountFailures;
  /** Access codes (6 digits, 10 min), keyed by the pending sign-in each confirms; data: the account's e-mail. */
  readonly accessCodes: CodeStore<string>;
  /** Password-reset codes (12 characters, 1 h), keyed by the id of the link each was mailed in; data: the account's e-mail. */
  readonly resetCodes: CodeStore<string>;
  /** Unknown hash-login secrets from all addresses (a decaying budget; api/throttle.ts). */
  readonly hashFailures: FailureBudget;
  readonly mailer: Mailer;
  /** The service's clock (token lifetimes, codes, throttles). */
  readonly clock: Clock;
  /** Lifetime of access tokens, seconds (spec §8: expiry → 401 → refresh). */
  readonly accessTokenTtlSeconds: number;
  /**
   * The base address of mailed links (`https://remote.example.com`): the configured public URL, else
   * the address the service listens on. Never taken from a request.
   */
  readonly publicBase: () => string;
  /**
   * The Web PubSub connection string hub URLs are minted with (`@azure/web-pubsub`): the local hub's
   * (endpoint = the public base) or a real Azure resource's. Never taken from a request.
   */
  readonly hubConnectionString: () => string;
  /** The hub names `GET /api/Hub/{Hub}/accesstoken` mints for (the configured hub); others are 404. */
  readonly hubNames: ReadonlySet<string>;
  /** Served over https: cookies get `Secure`. */
  readonly secure: boolean;
  /** Every player of every account, whose lists and zone groups the routes serve (server/fleet/fixture.ts). */
  readonly players: readonly FleetPlayer[];
}

/** Builds the shared API state around a user store and a mailer. */
export function createApiContext(
  options: Pick<
    ApiContext,
    | 'users'
    | 'mailer'
    | 'clock'
    | 'accessTokenTtlSeconds'
    | 'publicBase'
    | 'hubConnectionString'
    | 'hubNames'
    | 'secure'
  > & {
    /** Called whenever some HubUrls stop being good (api/sign-ins.ts): the hub closes their connections. */
    readonly onHubAccessChanged?: () => void;
    /** The players served (default: the fixture's fleet, sized by FLEET_PLAYERS). */
    readonly players?: readonly FleetPlayer[];
  },
): ApiContext {
  const { clock, onHubAccessChanged, players, ...rest } = options;
  return {
    ...rest,
    clock,
    players: players ?? fleet,
    signIns: new SignIns(clock, undefined, onHubAccessChanged),
    throttle: new SignInThrottle(clock),
    accountFailures: new AccountFailures(clock),
    accessCodes: new CodeStore<string>(clock, ACCESS_CODE_TTL_MS, sixDigits),
    resetCodes: new CodeStore<string>(clock, RESET_CODE_TTL_MS, urlCode),
    hashFailures: new FailureBudget(clock, HASH_FAILURE_BUDGET, HASH_FAILURE_DECAY_MS),
  };
}

/**
 * The signed-in principal and their account, from `Authorization: Bearer <access token>`. Throws
 * HttpError 401 for a missing, invalid or expired token or a revoked sign-in, and 403 while the
 * sign-in still waits for its access code.
 */
export async function authenticate(
  ctx: ApiContext,
  request: FastifyRequest,
): Promise<{ principal: Principal; user: User }> {
  const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
  const principal = token ? await verifyAccessToken(token, ctx.clock.now()) : null;
  const user = principal ? ctx.users.findById(principal.userId) : undefined;
  const status = principal ? ctx.signIns.status(principal.signIn) : 'gone';
  if (!principal || !user || status === 'gone')
    throw new HttpError(401, 'Missing, invalid or expired access token');
  if (status === 'unconfirmed') throw new HttpError(403, 'Enter the access code first');
  return { principal, user };
}

/** An AbortSignal that aborts when the client goes away before its answer was sent. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new HttpError(CLIENT_GONE, 'The client went away'));
  });
  return controller.signal;
}

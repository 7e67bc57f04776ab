import { type GenerateClientTokenOptions, WebPubSubServiceClient } from '@azure/web-pubsub';
import { jwtVerify } from 'jose';
import { clientAudience, type ConnectionString } from './connection-string';
import { SECOND_MS } from '../timing';

/**
 * Client access tokens of the hub (hub-protocol.md §1), minted by Azure's server SDK
 * (`@azure/web-pubsub`, `WebPubSubServiceClient.getClientAccessToken`) and checked here exactly as
 * it writes them: HS256 with the connection string's access key, audience
 * `<endpoint>client/hubs/<hub>`, `sub` the user id, `role` the roles (`webpubsub.joinLeaveGroup`,
 * `webpubsub.sendToGroup`, or their forms for one group, `webpubsub.joinLeaveGroup.<group>`),
 * `webpubsub.group` the groups joined on connect, and `exp`. The SDK stamps `iat`/`exp` from the
 * machine's clock, so expiry is checked on that clock (the hub's `tokenClock`), when a connection
 * opens only, as the real service does.
 */

/** The verified content of a hub token. */
export interface HubTokenClaims {
  /** `sub`; null when the token names no user. */
  readonly userId: string | null;
  readonly roles: readonly string[];
  /** Groups the connection joins as it opens (`webpubsub.group`). */
  readonly groups: readonly string[];
  /** Expiry, seconds since the epoch. */
  readonly exp: number;
}

/** Permissions a role list grants (Web PubSub role names). */
export type HubPermission = 'joinLeaveGroup' | 'sendToGroup';

/** A client access URL and its parts, as `getClientAccessToken` returns them. */
export interface ClientAccess {
  /** The JWT. */
  readonly token: string;
  /** `ws(s)://<endpoint>/client/hubs/<hub>`. */
  readonly baseUrl: string;
  /** `baseUrl` with `?access_token=<token>`: what a client opens. */
  readonly url: string;
}

const clients = new Map<string, WebPubSubServiceClient>();

/**
 * Mints a client access URL for hub `hub` of the Web PubSub resource of `connectionString` (Azure's
 * format) through the official server SDK: `options` are its own (`userId`, `roles`, `groups` to join
 * on connect, `expirationTimeInMinutes`, default an hour). Throws the SDK's TypeError on a connection
 * string without endpoint or key.
 */
export async function mintClientAccess(
  connectionString: string,
  hub: string,
  options: GenerateClientTokenOptions,
): Promise<ClientAccess> {
  const key = `${hub}\n${connectionString}`;
  let client = clients.get(key);
  if (!client) clients.set(key, (client = new WebPubSubServiceClient(connectionString, hub)));
  return client.getClientAccessToken(options);
}

/**
 * Prefix of the role naming the API sign-in a HubUrl was minted for (`signin.<tag>`, the tag from
 * api/sign-ins.ts `hubTag`): no permission, but the local hub refuses the token once that sign-in
 * has ended or renewed its hub access (a password reset or change, a replayed refresh token), and
 * closes its connections then. The players' tokens have none.
 */
const SIGN_IN_ROLE_PREFIX = 'signin.';

/** The role naming sign-in tag `tag` (see {@link signInOf}). */
export function signInRole(tag: string): string {
  return `${SIGN_IN_ROLE_PREFIX}${tag}`;
}

/** The sign-in tag a token's roles name ({@link signInRole}), or null. */
export function signInOf(roles: Iterable<string>): string | null {
  for (const role of roles)
    if (role.startsWith(SIGN_IN_ROLE_PREFIX)) return role.slice(SIGN_IN_ROLE_PREFIX.length);
  return null;
}

/** The roles letting a connection join, leave and send to exactly `groups` (their group-scoped forms). */
export function groupRoles(groups: readonly string[]): string[] {
  return groups.flatMap((g) => [`webpubsub.joinLeaveGroup.${g}`, `webpubsub.sendToGroup.${g}`]);
}

/**
 * Verifies a client token presented to hub `hub` of `connection` at `now` (ms since the epoch, the
 * machine's clock in service): null when it is malformed, signed with another key, minted for
 * another hub or endpoint, without expiry, or expired then. Never throws.
 */
export async function verifyHubToken(
  token: string,
  connection: ConnectionString,
  hub: string,
  now: number,
): Promise<HubTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(connection.accessKey), {
      algorithms: ['HS256'],
      audience: clientAudience(connection.endpoint, hub),
      currentDate: new Date(now),
      requiredClaims: ['exp'],
    });
    // jose compares whole seconds; the token ends on the millisecond its `exp` names.
    if (typeof payload.exp !== 'number' || payload.exp * SECOND_MS <= now) return null;
    return {
      userId: typeof payload.sub === 'string' ? payload.sub : null,
      roles: strings(payload['role']),
      groups: strings(payload['webpubsub.group']),
      exp: payload.exp,
    };
  } catch {
    return null;
  }
}

/** True when `roles` grant `permission` on `group`, either for that group or for all groups. */
export function hasPermission(roles: ReadonlySet<string>, permission: HubPermission, group: string): boolean {
  const all = `webpubsub.${permission}`;
  return roles.has(all) || roles.has(`${all}.${group}`);
}

/** A claim that is a string or a list of strings, as a list (anything else: empty). */
function strings(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim];
  return Array.isArray(claim) ? claim.filter((c): c is string => typeof c === 'string') : [];
}

import type { IncomingMessage } from 'node:http';
import { SUBPROTOCOL } from './frames';
import type { HubTokenClaims } from './token';

/** What an upgrade request asks for, or why it is refused before the handshake. */
export type UpgradeRequest =
  | { readonly kind: 'connect'; readonly hub: string; readonly claims: HubTokenClaims }
  | {
      readonly kind: 'recover';
      readonly hub: string;
      readonly connectionId: string;
      readonly reconnectionToken: string;
    }
  | { readonly kind: 'refuse'; readonly status: number; readonly reason: string };

/** Hub names as Azure Web PubSub allows them: a letter, then letters, digits or underscores. */
export const HUB_NAME = /^[A-Za-z][A-Za-z0-9_]{0,127}$/;

/**
 * Classifies a WebSocket upgrade (hub-protocol.md §1, §6): the path `/client/hubs/{hub}` or
 * `/client/?hub=`, the subprotocol (required), then either recovery parameters
 * (`awps_connection_id` + `awps_reconnection_token`; the access token is not re-checked then) or an
 * access token in `access_token` or `Authorization: Bearer`, which `verify` checks for the hub the
 * path names (its audience, key and expiry: hub/token.ts `verifyHubToken`).
 */
export async function classifyUpgrade(
  req: IncomingMessage,
  /** The claims of `token` when it opens hub `hub`, else null; never rejects. */
  verify: (token: string, hub: string) => Promise<HubTokenClaims | null>,
  /** Treat a recovery URL as a new connection (fault `forgetConnections`): its access token decides. */
  ignoreRecovery = false,
  /** The hub names served; any other is refused with 404 (all valid names when omitted). */
  hubs?: ReadonlySet<string>,
): Promise<UpgradeRequest> {
  const url = new URL(req.url ?? '/', 'http://hub.invalid');
  const match = /^\/client\/hubs\/([^/]+)\/?$/.exec(url.pathname);
  const hub = match
    ? safeDecode(match[1] ?? '')
    : /^\/client\/?$/.test(url.pathname)
      ? url.searchParams.get('hub')
      : null;
  if (hub === null) return { kind: 'refuse', status: 404, reason: 'Not a hub endpoint' };
  if (!HUB_NAME.test(hub)) return { kind: 'refuse', status: 400, reason: 'Invalid hub name' };
  if (hubs && !hubs.has(hub)) return { kind: 'refuse', status: 404, reason: 'No such hub' };
  const offered = (req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
  if (!offered.includes(SUBPROTOCOL))
    return { kind: 'refuse', status: 400, reason: `Subprotocol ${SUBPROTOCOL} required` };

  const connectionId = url.searchParams.get('awps_connection_id');
  const reconnectionToken = url.searchParams.get('awps_reconnection_token');
  if (connectionId && reconnectionToken && !ignoreRecovery)
    return { kind: 'recover', hub, connectionId, reconnectionToken };

  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const token = url.searchParams.get('access_token') ?? bearer;
  const claims = token ? await verify(token, hub) : null;
  if (!claims) return { kind: 'refuse', status: 401, reason: 'Missing, invalid or expired access token' };
  return { kind: 'connect', hub, claims };
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

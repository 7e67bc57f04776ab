import type { FastifyPluginAsync } from 'fastify';
import { playersOf, zoneGroup } from '../fleet/fixture';
import { HttpError } from '../http/errors';
import { groupRoles, mintClientAccess, signInRole } from '../hub/token';
import { HUB_NAME } from '../hub/upgrade';
import { HUB_TOKEN_TTL_MINUTES } from '../timing';
import { type ApiContext, authenticate } from './context';

/**
 * The most zone groups a hub token names one by one. Each adds two roles, about 200 characters, to the
 * HubUrl's query; an account with more (FLEET_PLAYERS=300 has over 600 zones) would get a request line
 * past Node's 16 KiB header limit (and what proxies pass), so its socket could never open.
 */
export const HUB_TOKEN_GROUPS_MAX = 64;

/**
 * The roles of a hub token for `groups` (server/README.md "API decisions"): join, leave and send for
 * exactly those groups, or, past {@link HUB_TOKEN_GROUPS_MAX} groups, the hub-wide join and send roles.
 */
export function hubRoles(groups: readonly string[]): string[] {
  return groups.length > HUB_TOKEN_GROUPS_MAX
    ? ['webpubsub.joinLeaveGroup', 'webpubsub.sendToGroup']
    : groupRoles(groups);
}

/** Player list item of spec §3. */
export interface PlayerListItem {
  PlayerName: string;
  PropertyName: string;
  ConnectivityStatus: 'Online' | 'Offline';
  LicenceKey: string;
  MacAddress: string;
  NoOfChannels: number;
}

/**
 * `GET /api/Player/list`: the signed-in (or impersonated) user's players.
 * `GET /api/Hub/{Hub}/accesstoken`: `{ HubUrl }` = `ws(s)://<endpoint>/client/hubs/{Hub}?access_token=…`
 * as Azure's server SDK mints it from the hub connection string (the local hub's endpoint is the
 * public base; a real Azure resource's is its own), for {@link HUB_TOKEN_TTL_MINUTES}: a token that
 * may join, leave and send to exactly the zone groups of that user's players (player-protocol.md
 * "Groups"; past HUB_TOKEN_GROUPS_MAX groups, to any group: {@link hubRoles}). The endpoint is
 * configuration, never the request's Host. The token also names the sign-in (`signInRole`): it
 * stops opening, and its connections close, when that sign-in ends. A hub other than the configured one is 404, so the SDK
 * clients the service caches per hub stay one.
 */
export const playerRoutes: FastifyPluginAsync<ApiContext> = async (app, ctx) => {
  app.get('/api/Player/list', async (request) => {
    const { principal } = await authenticate(ctx, request);
    return playersOf(principal.email, ctx.players).map((p): PlayerListItem => ({
      PlayerName: p.PlayerName,
      PropertyName: p.PropertyName,
      ConnectivityStatus: p.ConnectivityStatus,
      LicenceKey: p.LicenceKey,
      MacAddress: p.MacAddress,
      NoOfChannels: p.NoOfChannels,
    }));
  });

  app.get<{ Params: { hub: string } }>('/api/Hub/:hub/accesstoken', async (request) => {
    const { principal } = await authenticate(ctx, request);
    const { hub } = request.params;
    if (!HUB_NAME.test(hub)) throw new HttpError(400, 'Invalid hub name');
    if (!ctx.hubNames.has(hub)) throw new HttpError(404, 'No such hub');
    const groups = playersOf(principal.email, ctx.players).flatMap((p) =>
      Array.from({ length: p.NoOfChannels }, (_, i) => zoneGroup(p, i + 1)),
    );
    const access = await mintClientAccess(ctx.hubConnectionString(), hub, {
      userId: principal.userId,
      roles: [...hubRoles(groups), signInRole(ctx.signIns.hubTag(principal.signIn))],
      expirationTimeInMinutes: HUB_TOKEN_TTL_MINUTES,
    });
    return { HubUrl: access.url };
  });
};

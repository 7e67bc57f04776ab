import type { FastifyInstance } from 'fastify';
import { playersOf, zoneGroup } from '../fleet/fixture';
import { HttpError } from '../http/errors';
import { HUB_TOKEN_TTL_SECONDS, mintHubToken } from '../hub/token';
import { HUB_NAME } from '../hub/upgrade';
import { type ApiContext, authenticate } from './context';

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
 * `GET /api/Hub/{Hub}/accesstoken`: `{ HubUrl }` = `ws(s)://<public base>/client/hubs/{Hub}?access_token=…`,
 * a hub token that may join, leave and send to exactly the zone groups of that user's players
 * (player-protocol.md "Groups"). The base is configuration (`publicBase`), never the request's Host.
 */
export function registerPlayerRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/api/Player/list', async (request) => {
    const { principal } = await authenticate(ctx, request);
    return playersOf(principal.email).map((p): PlayerListItem => ({
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
    const groups = playersOf(principal.email).flatMap((p) =>
      Array.from({ length: p.NoOfChannels }, (_, i) => zoneGroup(p, i + 1)),
    );
    const token = await mintHubToken(principal.userId, groups, HUB_TOKEN_TTL_SECONDS, ctx.clock);
    const base = ctx.publicBase().replace(/^http/, 'ws');
    return { HubUrl: `${base}/client/hubs/${hub}?access_token=${encodeURIComponent(token)}` };
  });
}

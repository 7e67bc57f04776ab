import { playersOf, zoneGroup } from '../fleet/fixture';
import { HttpError } from '../http/errors';
import type { Router } from '../http/router';
import { HUB_NAME } from '../hub/upgrade';
import { HUB_TOKEN_TTL_SECONDS, mintHubToken } from '../hub/token';
import { type ApiContext, authenticate, publicBase } from './context';

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
 * `GET /api/Hub/{Hub}/accesstoken`: `{ HubUrl }` = `ws(s)://<public host>/client/hubs/{Hub}?access_token=…`,
 * a hub token that may join, leave and send to exactly the zone groups of that user's players
 * (player-protocol.md "Groups").
 */
export function registerPlayerRoutes(router: Router, ctx: ApiContext): void {
  router.add('GET', '/api/Player/list', ({ req }) => {
    const { principal } = authenticate(ctx, req);
    return playersOf(principal.email).map((p): PlayerListItem => ({
      PlayerName: p.PlayerName,
      PropertyName: p.PropertyName,
      ConnectivityStatus: p.ConnectivityStatus,
      LicenceKey: p.LicenceKey,
      MacAddress: p.MacAddress,
      NoOfChannels: p.NoOfChannels,
    }));
  });

  router.add('GET', '/api/Hub/:hub/accesstoken', ({ req, params }) => {
    const { principal } = authenticate(ctx, req);
    const hub = params['hub'] ?? '';
    if (!HUB_NAME.test(hub)) throw new HttpError(400, 'Invalid hub name');
    const groups = playersOf(principal.email).flatMap((p) =>
      Array.from({ length: p.NoOfChannels }, (_, i) => zoneGroup(p, i + 1)),
    );
    const token = mintHubToken(principal.userId, groups, HUB_TOKEN_TTL_SECONDS, ctx.clock);
    const base = publicBase(ctx, req).replace(/^http/, 'ws');
    return { HubUrl: `${base}/client/hubs/${hub}?access_token=${encodeURIComponent(token)}` };
  });
}

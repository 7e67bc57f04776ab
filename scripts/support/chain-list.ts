import type { Page } from 'playwright-core';
import { buildFleet, DEMO_OWNER } from '../../server/fleet/fixture';
import type { PlayerListItem } from '../../src/lib/api/schemas';

/**
 * The demo account's player list as the service answers it with FLEET_PLAYERS=`players`
 * (server/README.md "Demo fixture"): the hand-written players first, with their own keys (they still
 * open), then the generated ones, ten per site.
 */
export function chainPlayerList(players: number): PlayerListItem[] {
  return buildFleet(players)
    .filter((p) => p.owner === DEMO_OWNER)
    .map((p) => ({
      PlayerName: p.PlayerName,
      PropertyName: p.PropertyName,
      ConnectivityStatus: p.ConnectivityStatus,
      LicenceKey: p.LicenceKey,
      MacAddress: p.MacAddress,
      NoOfChannels: p.NoOfChannels,
    }));
}

/**
 * Makes `page` see {@link chainPlayerList}(`players`) in place of the service's player list (the
 * service builds one fleet when it starts); a refused request stays refused. Undo with
 * `page.unroute(PLAYER_LIST_ROUTE)`.
 */
export async function serveChainList(page: Page, players: number): Promise<void> {
  const chain = chainPlayerList(players);
  await page.route(PLAYER_LIST_ROUTE, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: response.ok() ? chain : await response.json() });
  });
}

/** The route pattern of GET /api/Player/list, for `page.route` and `page.unroute`. */
export const PLAYER_LIST_ROUTE = '**/api/Player/list';

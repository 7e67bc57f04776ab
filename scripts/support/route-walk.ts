/**
 * The walk through every route of spec §2 that `npm run screenshots` (scripts/screenshots.ts) and the
 * browser tests (test/e2e/a11y/a11y-axe.test.ts, responsive-320.test.ts) share: it signs in as the demo user
 * of the local service's fixture (server/fleet/fixture.ts) and recognises each screen by identity (test
 * ids, roles, data attributes).
 */
import type { Page } from 'playwright-core';
import { playersOf } from '../../server/fleet/fixture';
import { SKELETON_MS, ZONE_SWITCH_DELAY_MS } from '../../src/config/timing';
import { joinClock } from './join-clock';

/** The player and zone the route walk opens (a three-zone player, so the channels route exists). */
export const WALK_PLAYER = 'Gym Floor';
export const WALK_ZONE = 'Weights';

/** The demo user the walk signs in as, and its password (server/fleet/fixture.ts). */
const DEMO_USER = 'demo@example.com';
const DEMO_PASSWORD = 'Demo!2345';
/** How long a screen may take to show its data (a status comes 1.5 s after joining a zone). */
const READY_TIMEOUT_MS = 15_000;

/** One route of spec §2 as the walk reaches it: its path and name, and when it is ready to inspect. */
export interface WalkedRoute {
  /** The route name of spec §2 (`login` for the empty path). */
  readonly name: string;
  /** The path in the address bar. */
  readonly path: string;
}

/** The walk's player in the demo fleet: its card's licence key and the zone card's number of {@link WALK_ZONE}. */
function walkTarget(): { licenceKey: string; zone: number } {
  const player = playersOf(DEMO_USER).find((p) => p.PlayerName === WALK_PLAYER);
  const zone = player?.zones.findIndex((z) => z.ZoneName === WALK_ZONE) ?? -1;
  if (!player || zone < 0)
    throw new Error(`The demo fleet has no player ${WALK_PLAYER} with a zone ${WALK_ZONE}.`);
  return { licenceKey: player.LicenceKey, zone: zone + 1 };
}

const visible = (page: Page, testId: string) =>
  page.getByTestId(testId).first().waitFor({ timeout: READY_TIMEOUT_MS });

/** Waits until no loading skeleton or busy placeholder is left on the page. */
async function settled(page: Page): Promise<void> {
  await page
    .locator('[data-testid$="skeleton"], [data-testid="players-loading"], [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: READY_TIMEOUT_MS });
}

/** Waits until a track shows in `where` (the player's title, or the sub-screens' overlay bar). */
async function nowPlaying(page: Page, where: 'track-title' | 'overlay-title'): Promise<void> {
  await page
    .locator(`[data-testid="${where}"]:not([data-file-name=""])`)
    .waitFor({ timeout: READY_TIMEOUT_MS });
}

/**
 * Walks every route of spec §2 in an order a user can reach them (public screens first, then sign in,
 * the selector, the zones of {@link WALK_PLAYER}, the player and its sub-screens, change password),
 * calling `inspect` once each route has rendered its data. `origin` is the local service's address.
 * The app's fixed delays (the selector's skeleton for SKELETON_MS, a zone switch's ZONE_SWITCH_DELAY_MS,
 * the status request STATUS_AFTER_JOIN_MS after joining a zone group) are moved over with the page's
 * clock (installed here, flowing with real time otherwise) rather than waited out: each screen still
 * loads as it does for a user, in the same order, only without the idle wait. Throws when a screen does
 * not come within its timeout.
 */
export async function walkRoutes(
  page: Page,
  origin: string,
  inspect: (route: WalkedRoute) => Promise<void>,
): Promise<void> {
  const target = walkTarget();
  const joins = await joinClock(page);
  const statusSoon = joins.statusSoon;
  const at = async (name: string, path: string, ready: () => Promise<void>, joining = false) => {
    const mark = joins.count();
    if (new URL(page.url()).pathname !== path.split('?')[0]) await page.goto(`${origin}${path}`);
    await Promise.all([ready(), joining ? statusSoon(mark) : undefined]);
    await settled(page);
    await inspect({ name, path });
  };
  await at('login', '/', () => page.getByRole('button', { name: 'Sign in' }).waitFor());
  await at('forgot-password', '/forgot-password', () =>
    page.getByRole('button', { name: 'Reset password' }).waitFor(),
  );
  await at('reset-password', '/reset-password?u=demo%40example.com&c=000000', () =>
    page.getByRole('heading', { name: 'Choose a new password' }).waitFor(),
  );

  await page.goto(`${origin}/`);
  await page.getByLabel('Username or e-mail').fill(DEMO_USER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/player-selector');
  await visible(page, 'players-loading');
  await page.clock.fastForward(SKELETON_MS);
  await at('player-selector', '/player-selector', () => visible(page, 'player-card'));

  await page.getByLabel('Search players').fill(WALK_PLAYER);
  await page.locator(`[data-testid="player-card"][data-licence-key="${target.licenceKey}"]`).click();
  await page.waitForURL('**/player-selector/channels');
  await at('player-selector/channels', '/player-selector/channels', () => visible(page, 'zone-card'));

  const beforeZone = joins.count();
  await page.locator(`[data-testid="zone-card"][data-zone-number="${target.zone}"]`).click();
  await page.clock.fastForward(ZONE_SWITCH_DELAY_MS);
  await page.waitForURL(/\/player$/);
  await Promise.all([statusSoon(beforeZone), at('player', '/player', () => nowPlaying(page, 'track-title'))]);
  // Sub-screens: their content, and the overlay bar's now playing (the status answered 1.5 s after joining).
  const sub = (ready: () => Promise<void>) => () => ready().then(() => nowPlaying(page, 'overlay-title'));
  await at(
    'player/playlists',
    '/player/playlists',
    sub(() => visible(page, 'playlist-card')),
    true,
  );
  await at(
    'player/current-playlist',
    '/player/current-playlist',
    sub(() => visible(page, 'track-card')),
    true,
  );
  await at(
    'player/messages',
    '/player/messages',
    sub(() => visible(page, 'message-card')),
    true,
  );
  await at(
    'player/settings',
    '/player/settings',
    sub(() => visible(page, 'volume-card')),
    true,
  );
  await at(
    'player/status',
    '/player/status',
    sub(() =>
      page.locator('[data-testid="storage-used"][data-colour]').waitFor({ timeout: READY_TIMEOUT_MS }),
    ),
    true,
  );
  await at(
    'player/help',
    '/player/help',
    sub(() => visible(page, 'guide-download')),
    true,
  );
  await at('change-password', '/change-password', () =>
    page.getByRole('heading', { name: 'Change password' }).waitFor(),
  );
}

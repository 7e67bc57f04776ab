import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { until } from './support/browser';
import { demoPlayer, zoneNumber } from './support/fleet';
import { playerCard, zoneCard } from './support/identity';
import { waitForNowPlaying, type TrackPlace } from './support/now-playing';

/** The player and zone the route walk opens (a three-zone player, so the channels route exists). */
export const WALK_PLAYER = 'Gym Floor';
export const WALK_ZONE = 'Weights';

/** One route of spec §2 as the walk reaches it: its path and name, and when it is ready to inspect. */
export interface WalkedRoute {
  /** The route name of spec §2 (`login` for the empty path). */
  readonly name: string;
  /** The path in the address bar. */
  readonly path: string;
}

const visible = (page: Page, testId: string) => page.getByTestId(testId).first().waitFor({ timeout: 15_000 });

/** Waits until no loading skeleton or busy placeholder is left on the page. */
async function settled(page: Page): Promise<void> {
  await until(
    () =>
      page.locator('[data-testid$="skeleton"], [data-testid="players-loading"], [aria-busy="true"]').count(),
    (n) => n === 0,
    15_000,
  );
}

/**
 * Walks every route of spec §2 in an order a user can reach them (public screens first, then sign in,
 * the selector, the zones of {@link WALK_PLAYER}, the player and its sub-screens, change password),
 * calling `inspect` once each route has rendered its data. `origin` is the local service's address.
 */
export async function walkRoutes(
  page: Page,
  origin: string,
  inspect: (route: WalkedRoute) => Promise<void>,
): Promise<void> {
  const at = async (name: string, path: string, ready: () => Promise<void>) => {
    if (new URL(page.url()).pathname !== path.split('?')[0]) await page.goto(`${origin}${path}`);
    await ready();
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
  await page.getByLabel('Username or e-mail').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/player-selector');
  await at('player-selector', '/player-selector', () => visible(page, 'player-card'));

  const player = demoPlayer(WALK_PLAYER);
  await page.getByLabel('Search players').fill(WALK_PLAYER);
  await playerCard(page, player.licenceKey).click();
  await page.waitForURL('**/player-selector/channels');
  await at('player-selector/channels', '/player-selector/channels', () => visible(page, 'zone-card'));

  await zoneCard(page, zoneNumber(player, WALK_ZONE)).click();
  await page.waitForURL(/\/player$/);
  const titled = (where: TrackPlace) => waitForNowPlaying(page, where);
  await at('player', '/player', () => titled('track-title').then(() => undefined));
  // Sub-screens: their content, and the overlay bar's now playing (the status answered 1.5 s after joining).
  const sub = (ready: () => Promise<void>) => () =>
    ready()
      .then(() => titled('overlay-title'))
      .then(() => undefined);
  await at(
    'player/playlists',
    '/player/playlists',
    sub(() => visible(page, 'playlist-card')),
  );
  await at(
    'player/current-playlist',
    '/player/current-playlist',
    sub(() => visible(page, 'track-card')),
  );
  await at(
    'player/messages',
    '/player/messages',
    sub(() => visible(page, 'message-card')),
  );
  await at(
    'player/settings',
    '/player/settings',
    sub(() => visible(page, 'volume-card')),
  );
  await at(
    'player/status',
    '/player/status',
    sub(() => page.locator('[data-testid="storage-used"][data-colour]').waitFor({ timeout: 15_000 })),
  );
  await at(
    'player/help',
    '/player/help',
    sub(() => visible(page, 'guide-download')),
  );
  await at('change-password', '/change-password', () =>
    page.getByRole('heading', { name: 'Change password' }).waitFor(),
  );
}

/** axe-core's browser bundle, injected into each page (`@axe-core/playwright` needs Node ≥ 22). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 AA: the 2.2 rules run only when their tag is named (docs/architecture.md §9). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe on the whole document and returns its violations, one line per failing node. */
export async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (tags) => {
    const result = await (
      window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<{ violations: Violation[] }> } }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, TAGS);
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
    ),
  );
}

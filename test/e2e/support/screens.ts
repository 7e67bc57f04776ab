import type { Locator, Page } from 'playwright-core';
import { playersOf } from '../../../server/fleet/fixture';
import { baseUrl, signIn } from './browser';

/** The demo account's fleet, from the local service's own fixture. */
const FLEET = playersOf('demo@example.com');

/** The LicenceKey of the demo player called `name` (a renamed fixture fails loudly). */
export function licenceKeyOf(name: string): string {
  const player = FLEET.find((p) => p.PlayerName === name);
  if (!player) throw new Error(`The demo fleet has no player called ${JSON.stringify(name)}.`);
  return player.LicenceKey;
}

/** The 1-based number of zone `zone` of the demo player `name`. */
function zoneNumberOf(name: string, zone: string): number {
  const index = FLEET.find((p) => p.PlayerName === name)?.zones.findIndex((z) => z.ZoneName === zone) ?? -1;
  if (index < 0) throw new Error(`${name} has no zone called ${JSON.stringify(zone)}.`);
  return index + 1;
}

/**
 * Signs in as the demo user (unless `signedIn`), opens the player `name` by its LicenceKey (and zone
 * `zone` by its number when given) and waits for the now-playing track; returns its FileName.
 */
export async function openZone(page: Page, name: string, zone?: string, signedIn = false): Promise<string> {
  if (!signedIn) await signIn(page);
  await page.getByLabel('Search players').fill(name);
  await page.locator(`[data-testid="player-card"][data-licence-key="${licenceKeyOf(name)}"]`).click();
  if (zone) {
    await page.waitForURL('**/player-selector/channels');
    await page.locator(`[data-testid="zone-card"][data-zone-number="${zoneNumberOf(name, zone)}"]`).click();
  }
  await page.waitForURL(/\/player$/);
  const title = page.locator('[data-testid="track-title"]:not([data-file-name=""])');
  await title.waitFor({ timeout: 15_000 });
  return (await title.getAttribute('data-file-name')) ?? '';
}

/** Goes to a player sub-screen through the Menu. */
export async function viaMenu(page: Page, entry: string, path: string): Promise<void> {
  await page.getByTestId('menu-button').click();
  await page.getByTestId('menu').getByRole('link', { name: entry, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

/** A box on the page (CSS px, relative to the viewport). */
export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The viewport-relative box of `locator` (getBoundingClientRect). */
export function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
}

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether `panel` opened at `trigger`: just below or just above it (within `gap` px) and overlapping it
 * horizontally.
 */
export function isAt(panel: Box, trigger: Box, gap = 12): boolean {
  const below = panel.top >= trigger.bottom - 1 && panel.top - trigger.bottom <= gap;
  const above = panel.bottom <= trigger.top + 1 && trigger.top - panel.bottom <= gap;
  return (below || above) && panel.left < trigger.right && trigger.left < panel.right;
}

/** The service's address. */
export const origin = (): string => baseUrl();

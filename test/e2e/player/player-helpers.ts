import type { Page } from 'playwright-core';
import { signIn } from '../support/browser';
import { demoPlayer, zoneNumber } from '../support/fleet';
import { playerCard, zoneCard } from '../support/identity';
import { waitForNowPlaying } from '../support/now-playing';

export { fault } from '../support/faults';

/** A playlist of the demo zones with 55 tracks (six pages), so paging and far-down rows exist at any hour. */
export const LONG_PLAYLIST = 'Rock, Pop';
/** The player the tests set to {@link LONG_PLAYLIST}: one no other browser test changes, so none sees the change. */
export const LONG_PLAYLIST_PLAYER = 'Breakfast Room';

/**
 * Signs in as the demo user, finds `playerName` through the selector's search box, opens its card (picked
 * by LicenceKey), chooses zone `zoneName` (by zone number) when the player has zones, and waits for the
 * now-playing track (the status answered 1.5 s after joining). Returns that track's FileName.
 */
export async function openPlayer(page: Page, playerName: string, zoneName?: string): Promise<string> {
  const player = demoPlayer(playerName);
  await signIn(page);
  await page.getByLabel('Search players').fill(playerName);
  await playerCard(page, player.licenceKey).click();
  if (zoneName) {
    await page.waitForURL('**/player-selector/channels');
    await zoneCard(page, zoneNumber(player, zoneName)).click();
  }
  await page.waitForURL(/\/player$/);
  return waitForNowPlaying(page);
}

/** Goes to a player sub-screen through the Menu (spec §2 Menu). */
export async function openFromMenu(page: Page, entry: string, path: string): Promise<void> {
  await page.getByTestId('menu-button').click();
  await page.getByTestId('menu').getByRole('link', { name: entry, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

/**
 * Makes `playlist` the zone's playlist from the Playlists screen unless it already is (727: it starts at
 * its first track), and returns to the player screen. For tests that need a known playlist (its length,
 * its pages): otherwise the zone plays its timetable's playlist, which depends on the hour the service's
 * clock starts at (CLOCK_START) and on what earlier tests did to the zone.
 */
export async function playPlaylist(page: Page, playlist: string): Promise<void> {
  await openFromMenu(page, 'Playlists', '/player/playlists');
  await page.getByLabel('Search playlists').fill(playlist);
  const item = page
    .locator('li[data-key]')
    .filter({ has: page.getByRole('heading', { name: playlist, exact: true }) });
  const current = item.locator('[data-testid="playlist-card"][data-current="true"]');
  await item.waitFor({ timeout: 15_000 });
  if ((await current.count()) === 0) {
    await item.getByRole('button', { name: `Play ${playlist}`, exact: true }).click();
    await current.waitFor({ timeout: 15_000 });
  }
  await openFromMenu(page, 'Player', '/player');
}

/** Waits for a toast with `text` (spec §8) and returns its kind. */
export async function toast(page: Page, text: string | RegExp): Promise<string | null> {
  const found = page.locator('[data-kind]').filter({ hasText: text }).first();
  await found.waitFor({ timeout: 12_000 });
  return found.getAttribute('data-kind');
}

/** Sets a range input to `value` and fires input + change as a user's release would. */
export async function setRange(page: Page, testId: string, value: number): Promise<void> {
  await page.getByTestId(testId).evaluate((input, v) => {
    const element = input as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(element, String(v));
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

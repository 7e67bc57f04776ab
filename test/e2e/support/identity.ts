import type { Locator, Page } from 'playwright-core';

/** `value` as a double-quoted CSS string, for attribute selectors such as `[data-key="…"]`. */
export function cssString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\a ')}"`;
}

/** The player card of the player whose LicenceKey is `licenceKey`. */
export function playerCard(page: Page, licenceKey: string): Locator {
  return page.locator(`[data-testid="player-card"][data-licence-key=${cssString(licenceKey)}]`);
}

/** The zone card of zone `zone` (1-based) on the zones screen. */
export function zoneCard(page: Page, zone: number): Locator {
  return page.locator(`[data-testid="zone-card"][data-zone-number="${zone}"]`);
}

/** The list item (playlist, track of the current playlist, advert) whose key is `key` (`<li data-key>`). */
export function listItem(page: Page, key: string): Locator {
  return page.locator(`li[data-key=${cssString(key)}]`);
}

/** The key (`data-key`) of a list item, or of the list item `inside` sits in. */
export async function keyOf(inside: Locator): Promise<string> {
  const key = await inside.evaluate((el) => el.closest('li[data-key]')?.getAttribute('data-key') ?? null);
  if (key === null) throw new Error('Not inside a list item with a data-key.');
  return key;
}

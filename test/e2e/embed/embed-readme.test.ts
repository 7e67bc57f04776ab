import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import {
  instrument,
  openPlayerHere,
  recorded,
  signInHere,
  startHostSite,
  waitForTrack,
  type HostSite,
} from '../support/host-page';

/**
 * The README's embedding snippet is the real thing: the test takes the `html` block that follows
 * `<!-- embedding-snippet -->` in README.md, points its example addresses at the local service (through the
 * test's host site, so one origin serves the page, the bundle, the API and the hub), serves it under the
 * strict CSP at the base path it names, signs in through it and opens a player. The host's own script in the
 * snippet hears the events. Zero CSP violations.
 */

/** The snippet's example values and what they become here; every one must be in the snippet. */
const PLACEHOLDERS = {
  cdn: 'https://cdn.example.com/remote/',
  api: 'https://api.example.com',
  stills: 'https://stills.example.com',
  nonce: 'R4nd0mPerResponse',
  basePath: 'base-path="/staff/remote"',
} as const;

function readmeSnippet(): string {
  const readme = readFileSync('README.md', 'utf8');
  const marker = readme.indexOf('<!-- embedding-snippet -->');
  if (marker < 0) throw new Error('README.md has no <!-- embedding-snippet --> marker');
  const block = /```html\n([\s\S]*?)```/.exec(readme.slice(marker));
  if (!block?.[1]) throw new Error('README.md has no html block after the embedding-snippet marker');
  return block[1];
}

describe("the README's embedding snippet in Chromium", () => {
  let browser: Browser;
  let site: HostSite;
  beforeAll(async () => {
    browser = await launch();
    site = await startHostSite();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('signs in and opens a player through the page the README shows', async () => {
    const snippet = readmeSnippet();
    for (const value of Object.values(PLACEHOLDERS))
      expect({ value, found: snippet.includes(value) }).toEqual({ value, found: true });
    site.page('/staff/remote', (nonce) =>
      snippet
        .replaceAll(PLACEHOLDERS.cdn, `${site.url}/`)
        .replaceAll(PLACEHOLDERS.api, site.url)
        .replaceAll(PLACEHOLDERS.stills, `${site.url}/stills`)
        .replaceAll(PLACEHOLDERS.nonce, nonce),
    );
    const { page, errors, context } = await openPage(browser);
    const info: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') info.push(message.text());
    });
    await instrument(page);
    await page.goto(`${site.url}/staff/remote`);
    await signInHere(page);
    await page.waitForURL('**/staff/remote/player-selector');
    await openPlayerHere(page, 'Espresso Bar');
    await page.waitForURL('**/staff/remote/player');
    await waitForTrack(page);
    expect(info).toEqual(
      expect.arrayContaining(['Player Remote: signed in', 'Player Remote controls Espresso Bar']),
    );
    expect(await page.title()).toBe('Example Shop: staff pages');
    const seen = await recorded(page);
    expect(seen.csp).toEqual([]);
    expect(seen.loadErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import type { Browser, CDPSession, Page } from 'playwright-core';
import type {} from '../../../src/app/debug'; // window.__PLAYER_REMOTE_DEBUG__
import type {} from '../../../src/embed/player-remote'; // window.PlayerRemote
import { joinClock } from '../../../scripts/support/join-clock';
import { launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import { hubConnections } from '../support/faults';
import {
  hostHtml,
  instrument,
  openPlayerHere,
  recorded,
  signInHere,
  startHostSite,
  waitForTrack,
  type HostSite,
} from '../support/host-page';

/**
 * Mounting and unmounting leave nothing behind: 20 cycles on one host page, alternating `<player-remote>`
 * (added, then removed) and `PlayerRemote.mount(div)` → `unmount()`, each showing the player screen (REST,
 * the hub socket, a zone joined, timers running). After every unmount: no WebSocket of the page is open and
 * the local service lists none of the page's hub connections as connected (`GET /dev/faults`), live RxJS
 * subscriptions are 0 (the debug hook), the listeners on `document` and `window` are those the page had
 * before the first mount (React DOM's one `selectionchange` listener per document aside: React adds it with
 * its first root and never removes it; it does not grow), and the app's elements and styles are gone. The
 * JS heap after a forced GC stays flat over the cycles. Zero CSP violations.
 */

const CYCLES = 20;
/** Heap growth allowed over the last ten cycles (from cycles 8–10 to 18–20), after GC: under 50 KB a cycle. */
const HEAP_GROWTH_LIMIT = 512 * 1024;
/** React DOM's per-document listener (see above). */
const REACT_DOCUMENT_LISTENER = /^document selectionchange /;

describe('mount and unmount, 20 times, in Chromium', () => {
  let browser: Browser;
  let site: HostSite;
  beforeAll(async () => {
    browser = await launch();
    site = await startHostSite();
    site.page('/host/life', (nonce) =>
      hostHtml(nonce, { title: 'Lifecycle host', body: '<main id="slot"></main>' }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const config = { basePath: '/host/life', hubName: 'players', stillsBase: '/stills', debug: true };

  /** Mounts the app: as `<player-remote>` when `element`, otherwise with `PlayerRemote.mount` into a new div. */
  const mountApp = (page: Page, element: boolean) =>
    page.evaluate(
      ({ element, config }) => {
        const slot = document.getElementById('slot') as HTMLElement;
        const state = window as unknown as { __handle: { unmount(): void } | null };
        if (element) {
          const remote = document.createElement('player-remote');
          remote.setAttribute('base-path', config.basePath);
          remote.setAttribute('hub-name', config.hubName);
          remote.setAttribute('stills-base', config.stillsBase);
          remote.setAttribute('debug', '');
          slot.append(remote);
          state.__handle = { unmount: () => remote.remove() };
        } else {
          const div = document.createElement('div');
          slot.append(div);
          const handle = window.PlayerRemote?.mount(div, config);
          state.__handle = {
            unmount: () => {
              handle?.unmount();
              div.remove();
            },
          };
        }
      },
      { element, config },
    );

  /** Unmounts the app; returns how many of the page's WebSockets were still open or opening right after. */
  const unmountApp = (page: Page) =>
    page.evaluate(async () => {
      const state = window as unknown as {
        __handle: { unmount(): void } | null;
        __embed: { sockets: WebSocket[] };
      };
      state.__handle?.unmount();
      state.__handle = null;
      // A removed element unmounts in a microtask (a move within the same task keeps the app).
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      return state.__embed.sockets.filter((s) => s.readyState <= WebSocket.OPEN).length;
    });

  const liveSubscriptions = (page: Page) =>
    page.evaluate(() => window.__PLAYER_REMOTE_DEBUG__?.liveSubscriptions() ?? -1);

  async function connectedHubConnections(ids: readonly string[]): Promise<string[]> {
    const connections = await hubConnections<{ connectionId: string; connected: boolean }>();
    return connections.filter((s) => s.connected && ids.includes(s.connectionId)).map((s) => s.connectionId);
  }

  async function usedHeap(cdp: CDPSession): Promise<number> {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  }

  /** What the app left on the page: elements under the slot, style tags and adopted sheets of the document. */
  const leftovers = (page: Page) =>
    page.evaluate(() => ({
      slot: document.getElementById('slot')?.childElementCount ?? -1,
      styles: document.querySelectorAll('style').length,
      adopted: document.adoptedStyleSheets.length,
      title: document.title,
      lang: document.documentElement.lang,
    }));

  /** Checks that the unmounted app left nothing behind; returns the heap after GC. */
  async function expectNothingLeft(
    page: Page,
    cdp: CDPSession,
    baseline: readonly string[],
  ): Promise<number> {
    await until(
      async () => (await recorded(page)).openSockets,
      (open) => open === 0,
    );
    await until(
      () => liveSubscriptions(page),
      (live) => live === 0,
    );
    const seen = await recorded(page);
    expect(seen.connectionIds.length).toBeGreaterThan(0);
    await until(
      () => connectedHubConnections(seen.connectionIds),
      (open) => open.length === 0,
    );
    const extra = seen.listeners.filter((l) => !baseline.includes(l));
    expect(extra.filter((l) => !REACT_DOCUMENT_LISTENER.test(l))).toEqual([]);
    expect(extra.length).toBeLessThanOrEqual(1);
    expect(baseline.filter((l) => !seen.listeners.includes(l))).toEqual([]);
    expect(await leftovers(page)).toEqual({
      slot: 0,
      styles: 1, // the host's own
      adopted: 0,
      title: 'Lifecycle host',
      lang: 'en-US',
    });
    return usedHeap(cdp);
  }

  it('leaves no socket, subscription, listener, element or style behind, and the heap flat', async () => {
    const { page, errors, context } = await openPage(browser);
    await instrument(page);
    const cdp = await context.newCDPSession(page);
    // Each mount shows the player screen: its status request is moved to the join, not waited for.
    const joins = await joinClock(page);
    await page.goto(`${site.url}/host/life`);
    await page.waitForFunction(() => !!window.PlayerRemote && !!customElements.get('player-remote'));
    const baseline = (await recorded(page)).listeners;

    // The first mount signs in and chooses the player; the tab keeps both for the mounts after it.
    await mountApp(page, true);
    await signInHere(page);
    await page.waitForURL('**/host/life/player-selector');
    const firstJoin = joins.count();
    await openPlayerHere(page, 'Espresso Bar');
    await page.waitForURL('**/host/life/player');
    await Promise.all([joins.statusSoon(firstJoin), waitForTrack(page)]);
    // The socket is closed at once, not after the hub's 1 s grace for a quick resubscription.
    expect(await unmountApp(page)).toBe(0);
    await expectNothingLeft(page, cdp, baseline);

    const heap: number[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const element = cycle % 2 === 1;
      const socketsBefore = (await recorded(page)).connectionIds.length;
      const mark = joins.count();
      await mountApp(page, element);
      await Promise.all([joins.statusSoon(mark), waitForTrack(page)]);
      // The player screen is live: a hub connection of this mount is open.
      await until(
        async () => (await recorded(page)).connectionIds.length,
        (count) => count > socketsBefore,
      );
      expect(await liveSubscriptions(page)).toBeGreaterThan(0);
      expect(await unmountApp(page)).toBe(0);
      heap.push(await expectNothingLeft(page, cdp, baseline));
    }

    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
    console.log(
      `Heap after GC per unmount (MB): ${heap.map(mb).join(' ')}; ` +
        `per cycle from 10 to ${CYCLES}: ${((heap[CYCLES - 1]! - heap[9]!) / (CYCLES - 10) / 1024).toFixed(1)} KB`,
    );
    const warm = Math.max(heap[7]!, heap[8]!, heap[9]!);
    const last = Math.min(heap[CYCLES - 3]!, heap[CYCLES - 2]!, heap[CYCLES - 1]!);
    expect(last - warm).toBeLessThan(HEAP_GROWTH_LIMIT);

    const seen = await recorded(page);
    expect(seen.csp).toEqual([]);
    expect(seen.loadErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});

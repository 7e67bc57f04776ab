/**
 * Moves a page's clock over the wait between joining a zone group and the status request (spec §9:
 * STATUS_AFTER_JOIN_MS), for the browser tests and the screenshots: the page shows its player screen as
 * it does for a user, without the idle wait. Shared by the route walk (route-walk.ts) and the browser
 * tests that open a player screen many times.
 */
import type { Page, WebSocket } from 'playwright-core';
import { STATUS_AFTER_JOIN_MS } from '../../src/config/timing';

/** How long to wait for a join the caller expects before failing, in ms (the walk's screen timeout). */
const JOIN_TIMEOUT_MS = 15_000;

/** Counts the zone groups the page has joined: `joinGroup` frames on any of its hub sockets that the hub acked. */
function countJoins(page: Page): { count(): number; after(mark: number): Promise<void> } {
  let joins = 0;
  let waiting: { mark: number; resolve: () => void }[] = [];
  const parse = (payload: string | Buffer): { type?: unknown; ackId?: unknown } | undefined => {
    try {
      return typeof payload === 'string'
        ? (JSON.parse(payload) as { type?: unknown; ackId?: unknown })
        : undefined;
    } catch {
      return undefined;
    }
  };
  page.on('websocket', (ws: WebSocket) => {
    const asked = new Set<unknown>();
    ws.on('framesent', ({ payload }) => {
      const frame = parse(payload);
      if (frame?.type === 'joinGroup') asked.add(frame.ackId);
    });
    ws.on('framereceived', ({ payload }) => {
      const frame = parse(payload);
      if (frame?.type !== 'ack' || !asked.delete(frame.ackId)) return;
      joins += 1;
      waiting = waiting.filter((w) => (w.mark < joins ? (w.resolve(), false) : true));
    });
  });
  return {
    count: () => joins,
    after: (mark) =>
      mark < joins
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            const guard = setTimeout(
              () => reject(new Error(`The page joined no zone group within ${JOIN_TIMEOUT_MS} ms.`)),
              JOIN_TIMEOUT_MS,
            );
            waiting.push({ mark, resolve: () => (clearTimeout(guard), resolve()) });
          }),
  };
}

/** Resolves once the page has drawn a frame, so the work the last hub frame queued has run. */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

/** The joins a page has made so far, and a way to skip the status request's wait after the next one. */
export interface JoinClock {
  /** How many zone groups the page has joined (acked `joinGroup` frames) so far: a mark for {@link statusSoon}. */
  count(): number;
  /**
   * Once the page has joined a zone group after `mark` (a {@link count}), moves the page's clock by
   * STATUS_AFTER_JOIN_MS so its status request goes out now. Rejects when no join comes within
   * JOIN_TIMEOUT_MS.
   */
  statusSoon(mark: number): Promise<void>;
}

/**
 * Installs `page`'s clock (flowing with real time; call before the page's first navigation, as
 * `page.clock.install` asks) and follows its hub sockets' joins. The page's `Date`, timers,
 * `performance` and `Event.timeStamp` are Playwright's from then on.
 */
export async function joinClock(page: Page): Promise<JoinClock> {
  await page.clock.install();
  const joins = countJoins(page);
  return {
    count: joins.count,
    statusSoon: async (mark) => {
      await joins.after(mark);
      await nextFrame(page);
      await page.clock.fastForward(STATUS_AFTER_JOIN_MS);
    },
  };
}

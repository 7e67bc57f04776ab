import type { Browser, Page, WebSocket } from 'playwright-core';
import { playersOf, zoneGroup, type FleetPlayer } from '../../../server/fleet/fixture';
import { axe } from '../a11y/a11y-routes';
import { fault } from '../player/player-helpers';
import { launch, openPage, signIn, until } from '../support/browser';
import { cssString } from '../support/identity';

const DEMO = playersOf('demo@example.com');

/** The demo player called `name` (throws when the fixture has none, so a renamed fixture fails loudly). */
function demo(name: string): FleetPlayer {
  const found = DEMO.find((p) => p.PlayerName === name);
  if (!found) throw new Error(`The demo fleet has no player called ${JSON.stringify(name)}.`);
  return found;
}

/** Every group of `player`'s zones. */
const groupsOf = (player: FleetPlayer) => player.zones.map((_, i) => zoneGroup(player, i + 1));

/** What the page sent to and received from zone groups, as seen on its sockets. */
interface Wire {
  /** Every player command sent: its group, command number and arguments, in order. */
  readonly sent: { group: string; command: number; args: string[] }[];
  /** The latest status (command 0) each group's player sent: its NowPlaying FileName. */
  readonly playing: Map<string, string>;
}

/** Records the page's player commands and the status replies it receives (install before the hub opens). */
function recordWire(page: Page): Wire {
  const wire: Wire = { sent: [], playing: new Map() };
  const parse = (payload: string | Buffer): Record<string, unknown> | undefined => {
    if (typeof payload !== 'string') return undefined;
    try {
      return JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  page.on('websocket', (ws: WebSocket) => {
    ws.on('framesent', ({ payload }) => {
      const frame = parse(payload);
      const data = frame?.data as { command?: unknown; arguments?: unknown } | undefined;
      if (
        frame?.type === 'sendToGroup' &&
        typeof data?.command === 'number' &&
        typeof frame.group === 'string'
      )
        wire.sent.push({
          group: frame.group,
          command: data.command,
          args: Array.isArray(data.arguments) ? data.arguments.map(String) : [],
        });
    });
    ws.on('framereceived', ({ payload }) => {
      const frame = parse(payload);
      const data = frame?.data as { Command?: unknown; Response?: unknown } | undefined;
      if (frame?.type !== 'message' || data?.Command !== 0 || typeof frame.group !== 'string') return;
      const response =
        typeof data.Response === 'string' ? (JSON.parse(data.Response) as unknown) : data.Response;
      const file = (response as { NowPlaying?: { FileName?: string } } | null)?.NowPlaying?.FileName ?? '';
      wire.playing.set(frame.group, file);
    });
  });
  return wire;
}

/** The zone card of `group` (its identity). */
const zone = (page: Page, group: string) =>
  page.locator(`[data-testid="overview-zone"][data-group=${cssString(group)}]`);

/** Each shown zone's group and state, in order. */
const zoneStates = (page: Page) =>
  page.$$eval('[data-testid="overview-zone"]', (items) =>
    items.map((item) => ({
      group: item.getAttribute('data-group') ?? '',
      state: item.getAttribute('data-state') ?? '',
      file: item.querySelector('[data-testid="overview-now-playing"]')?.getAttribute('data-file-name') ?? '',
    })),
  );

/** Each zone's result of the running bulk action, by group. */
const results = (page: Page) =>
  page.$$eval('[data-testid="overview-zone"]', (items) =>
    Object.fromEntries(
      items
        .map((item) => [
          item.getAttribute('data-group') ?? '',
          item.querySelector('[data-testid="overview-zone-result"]')?.getAttribute('data-result') ?? '',
        ])
        .filter(([, result]) => result !== ''),
    ),
  );

/** Signs in, opens the overview from the player list's header and waits until no zone is loading. */
async function openOverview(page: Page): Promise<void> {
  await signIn(page);
  await page.getByTestId('open-overview').click();
  await page.waitForURL('**/player-selector/overview');
  await until(
    () => zoneStates(page),
    (zones) => zones.length > 0 && zones.every((z) => z.state !== 'loading'),
    30_000,
  );
}

/** Selects the zones of `groups` by their boxes. */
async function select(page: Page, groups: readonly string[]): Promise<void> {
  for (const group of groups) await zone(page, group).getByTestId('overview-select-zone').check();
}

describe('fleet overview (README "Every zone at a glance")', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every zone of the demo fleet, offline players as offline, with what each player reports playing', async () => {
    const { page, context, errors } = await openPage(browser);
    const wire = recordWire(page);
    await openOverview(page);
    const zones = await zoneStates(page);
    const expected = DEMO.flatMap((player) =>
      groupsOf(player).map((group) => ({
        group,
        state: player.ConnectivityStatus === 'Online' ? 'live' : 'offline',
      })),
    );
    expect(
      zones.map(({ group, state }) => ({ group, state })).sort((a, b) => a.group.localeCompare(b.group)),
    ).toEqual(expected.sort((a, b) => a.group.localeCompare(b.group)));
    // The track shown is the one the zone's latest status names (pushes may have moved it on since).
    const shown = await until(
      () => zoneStates(page),
      (now) =>
        now
          .filter((z) => z.state === 'live')
          .every((z) => z.file !== '' && z.file === wire.playing.get(z.group)),
    );
    expect(shown.filter((z) => z.state === 'live').length).toBe(
      expected.filter((z) => z.state === 'live').length,
    );
    // Offline players are never asked.
    const offline = new Set(DEMO.filter((p) => p.ConnectivityStatus !== 'Online').flatMap(groupsOf));
    expect(wire.sent.filter((s) => offline.has(s.group))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone fetches the artworks of the cards near the view only, and the others as they are scrolled to', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const fetched = new Set<string>();
    page.on('request', (request) => fetched.add(request.url()));
    await openOverview(page);
    // The cards well below the view (further than any lazy-loading margin), with the artwork each shows now.
    const far = () =>
      page.$$eval('[data-testid="overview-zone"]', (cards) =>
        cards
          .filter((card) => card.getBoundingClientRect().top > innerHeight + 3000)
          .map((card) => ({
            group: card.getAttribute('data-group') ?? '',
            src: card.querySelector('img')?.src ?? '',
          }))
          .filter((card) => card.src !== ''),
      );
    const below = await until(far, (cards) => cards.length > 0);
    // Eager images would all have been asked for by now; lazy ones far below were not (unless another
    // card shows the same track).
    const waiting = below.filter((card) => !fetched.has(card.src));
    expect(waiting.length).toBeGreaterThan(0);
    const target = zone(page, (waiting[waiting.length - 1] as { group: string }).group);
    await target.scrollIntoViewIfNeeded();
    // The artwork it shows once in view is fetched (a status may have moved it to another track meanwhile).
    await until(
      () => target.locator('img').evaluate((image) => (image as HTMLImageElement).src),
      (src) => fetched.has(src),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pauses every zone of one site: each of those zone groups gets the pause once, no other group gets it', async () => {
    const { page, context, errors } = await openPage(browser);
    const wire = recordWire(page);
    await openOverview(page);
    const site = 'Lumen Spa & Salon';
    const siteGroups = DEMO.filter(
      (p) => p.PropertyName === site && p.ConnectivityStatus === 'Online',
    ).flatMap(groupsOf);
    await page
      .locator(`[data-testid="overview-site"][data-site=${cssString(site)}]`)
      .getByTestId('overview-select-site')
      .check();
    const mark = wire.sent.length;
    await page.getByTestId('overview-pause').click();
    await page.getByTestId('overview-confirm-send').click();
    const done = await until(
      () => results(page),
      (r) => siteGroups.every((group) => r[group] === 'done'),
      15_000,
    );
    expect(Object.keys(done).sort()).toEqual([...siteGroups].sort());
    const pauses = wire.sent.slice(mark).filter((s) => s.command === 102);
    expect(pauses.map((s) => s.group).sort()).toEqual([...siteGroups].sort());

    // Play them again, so the fleet is as other tests expect it.
    await page.getByTestId('overview-play').click();
    await page.getByTestId('overview-confirm-send').click();
    await until(
      () => page.getByTestId('overview-summary').textContent(),
      (text) => text === `${siteGroups.length} of ${siteGroups.length} done`,
      15_000,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('skips a zone without pause rights before sending, and says why', async () => {
    const { page, context, errors } = await openPage(browser);
    const wire = recordWire(page);
    await openOverview(page);
    const lobby = demo('Lobby');
    const spa = zoneGroup(lobby, lobby.zones.findIndex((z) => !z.RemotePauseAllowed) + 1);
    const pool = zoneGroup(demo('Pool'), 1);
    await select(page, [spa, pool]);
    const mark = wire.sent.length;
    await page.getByTestId('overview-play').click();
    expect(await page.getByTestId('overview-confirm-skipped').getAttribute('data-skipped')).toBe('1');
    await page.getByTestId('overview-confirm-send').click();
    const done = await until(
      () => results(page),
      (r) => r[pool] === 'done',
      15_000,
    );
    expect(done[spa]).toBe('skipped');
    expect(await zone(page, spa).getByTestId('overview-zone-result').textContent()).toContain(
      'play and pause',
    );
    expect(
      wire.sent
        .slice(mark)
        .filter((s) => s.command === 101)
        .map((s) => s.group),
    ).toEqual([pool]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a silenced player as not answering while the others complete; Retry sends only to the failed ones', async () => {
    const kitchen = demo('Kitchen');
    const dining = demo('Mezzanine');
    const kitchenGroup = zoneGroup(kitchen, 1);
    const diningGroup = zoneGroup(dining, 1);
    await fault('silencePlayer', { licenceKey: kitchen.LicenceKey, on: true });
    try {
      const { page, context, errors } = await openPage(browser);
      const wire = recordWire(page);
      await openOverview(page);
      expect(await zone(page, kitchenGroup).getAttribute('data-state')).toBe('not-answering');
      expect(await zone(page, diningGroup).getAttribute('data-state')).toBe('live');

      await select(page, [kitchenGroup, diningGroup]);
      const mark = wire.sent.length;
      await page.getByTestId('overview-play').click();
      await page.getByTestId('overview-confirm-send').click();
      // The dining room is done while the kitchen is still waiting for its reply.
      const early = await until(
        () => results(page),
        (r) => r[diningGroup] === 'done',
        15_000,
      );
      expect(early[kitchenGroup]).toBe('sending');
      await until(
        () => results(page),
        (r) => r[kitchenGroup] === 'not-answering',
        20_000,
      );
      expect(await page.getByTestId('overview-summary').textContent()).toBe('1 of 2 done · 1 not answering');

      await fault('silencePlayer', { licenceKey: kitchen.LicenceKey, on: false });
      const retryMark = wire.sent.length;
      await page.getByTestId('overview-retry').click();
      await until(
        () => results(page),
        (r) => r[kitchenGroup] === 'done',
        15_000,
      );
      expect(
        wire.sent
          .slice(mark, retryMark)
          .filter((s) => s.command === 101)
          .map((s) => s.group)
          .sort(),
      ).toEqual([kitchenGroup, diningGroup].sort());
      expect(
        wire.sent
          .slice(retryMark)
          .filter((s) => s.command === 101)
          .map((s) => s.group),
      ).toEqual([kitchenGroup]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await fault('silencePlayer', { licenceKey: kitchen.LicenceKey, on: false });
    }
  });

  it('plays a message common to the selected zones on exactly those zones, once each', async () => {
    const { page, context, errors } = await openPage(browser);
    const wire = recordWire(page);
    await openOverview(page);
    const groups = [zoneGroup(demo('Roastery'), 1), zoneGroup(demo('Stockroom'), 1)];
    await select(page, groups);
    await page.getByTestId('overview-pick-advert').click();
    const choice = page.getByTestId('overview-choice');
    await choice.waitFor({ timeout: 15_000 });
    const fileName = await choice.inputValue();
    const mark = wire.sent.length;
    await page.getByTestId('overview-play-choice').click();
    await page.getByTestId('overview-confirm-send').click();
    await until(
      () => results(page),
      (r) => groups.every((group) => r[group] === 'done'),
      15_000,
    );
    const adverts = wire.sent.slice(mark).filter((s) => s.command === 754);
    expect(adverts.map((s) => [s.group, s.args])).toEqual(groups.map((group) => [group, [fileName]]));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a zone player screen through the selection: the player screen controls that zone', async () => {
    const { page, context, errors } = await openPage(browser);
    const wire = recordWire(page);
    await openOverview(page);
    const gym = demo('Gym Floor');
    const group = zoneGroup(gym, 2);
    await zone(page, group).getByTestId('overview-open-zone').click();
    await page.waitForURL(/\/player$/);
    const mark = wire.sent.length;
    // The player screen asks its zone for status after joining.
    await until(
      async () => wire.sent.slice(mark),
      (sent) => sent.some((s) => s.command === 0),
      15_000,
    );
    expect(
      wire.sent
        .slice(mark)
        .filter((s) => s.command === 0)
        .map((s) => s.group),
    ).toEqual([group]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['light, desktop', { colorScheme: 'light' as const, viewport: { width: 1280, height: 800 } }],
    ['dark, phone', { colorScheme: 'dark' as const, viewport: { width: 360, height: 740 }, isMobile: true }],
  ])('is axe-clean (%s), with the confirmation open too', async (_name, options) => {
    const { page, context, errors } = await openPage(browser, options);
    await openOverview(page);
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('overview-select-shown').click();
    await page.getByTestId('overview-pause').click();
    await page.getByTestId('overview-confirm').waitFor();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });
});

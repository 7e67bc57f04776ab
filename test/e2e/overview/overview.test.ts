import type { Browser, Page, WebSocket } from 'playwright-core';
import { FULL_STORAGE_PLAYER, initialDownload } from '../../../server/fleet/downloads';
import { buildFleet, playersOf, zoneGroup, type FleetPlayer } from '../../../server/fleet/fixture';
import { BULK_HALT_SHARE, BULK_WAVE_SIZE } from '../../../src/features/overview/bulk/bulk-run';
import { COMMAND_TIMEOUT_MS } from '../../../src/config/timing';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { theme } from '../../../src/ui/theme';
import { axe } from '../a11y/a11y-routes';
import { fault } from '../player/player-helpers';
import { hubConnections } from '../support/faults';
import { useChainService } from '../support/chain-service';
import { baseUrl, launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';
import { cssString } from '../support/identity';

const DEMO = playersOf('demo@example.com');

/** The demo player called `name` (throws when the fixture has none, so a renamed fixture fails loudly). */
function demo(name: string): FleetPlayer {
  const found = DEMO.find((p) => p.PlayerName === name);
  if (!found) throw new Error(`The demo fleet has no player called ${JSON.stringify(name)}.`);
  return found;
}

/** "Property/Player" of the demo player that has the zone `group`. */
function demoOf(group: string): string {
  const player = DEMO.find((p) => groupsOf(p).includes(group));
  return player ? `${player.PropertyName}/${player.PlayerName}` : '';
}

/** Every group of `player`'s zones. */
const groupsOf = (player: FleetPlayer) => player.zones.map((_, i) => zoneGroup(player, i + 1));

/** What the page sent to and received from zone groups, as seen on its sockets. */
interface Wire {
  /** Every player command sent: its group, command number and arguments, in order. */
  readonly sent: { group: string; command: number; args: string[] }[];
  /** The latest status (command 0) each group's player sent: its NowPlaying FileName. */
  readonly playing: Map<string, string>;
  /** The latest Volume each group's player sent, in a status or its zone settings (802). */
  readonly volumes: Map<string, number>;
}

/** Records the page's player commands and the status replies it receives (install before the hub opens). */
function recordWire(page: Page): Wire {
  const wire: Wire = { sent: [], playing: new Map(), volumes: new Map() };
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
      if (frame?.type !== 'message' || typeof frame.group !== 'string') return;
      if (data?.Command !== 0 && data?.Command !== 802) return;
      const response =
        typeof data.Response === 'string' ? (JSON.parse(data.Response) as unknown) : data.Response;
      const reply = response as { NowPlaying?: { FileName?: string }; Volume?: number } | null;
      if (data.Command === 0) wire.playing.set(frame.group, reply?.NowPlaying?.FileName ?? '');
      if (typeof reply?.Volume === 'number') wire.volumes.set(frame.group, reply.Volume);
    });
  });
  return wire;
}

/** The CSS selector of the zone card of `group` (its identity). */
const zoneSelector = (group: string) => `[data-testid="overview-zone"][data-group=${cssString(group)}]`;

/** The zone card of `group`. */
const zone = (page: Page, group: string) => page.locator(zoneSelector(group));

/** Each shown zone's group and state, in order. */
const zoneStates = (page: Page) =>
  page.$$eval('[data-testid="overview-zone"]', (items) =>
    items.map((item) => ({
      group: item.getAttribute('data-group') ?? '',
      state: item.getAttribute('data-state') ?? '',
      file: item.querySelector('[data-testid="overview-now-playing"]')?.getAttribute('data-file-name') ?? '',
      attention: item.getAttribute('data-attention') ?? '',
    })),
  );

/** The next frame after the page has laid out what it has (a state the page reaches, not a fixed wait). */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * Waits until the list is still after a scroll: the scroll's frames handled (its event comes with the
 * next frame), then every row laid out showing its full card (the list's `data-scrolling` is "false";
 * while it scrolls, rows laid out anew show light cards).
 */
async function listSettled(page: Page): Promise<void> {
  await nextFrames(page);
  await page.locator('[data-testid="overview-list"][data-scrolling="false"]').waitFor();
}

/**
 * Scrolls the page from the top, a part of a screen at a time, and gives what `read` found at each
 * step once the list is still (the list lays out only the cards near the view, see `listSettled`),
 * until `enough` is true or the end of the page.
 */
async function scrollThrough<T>(
  page: Page,
  read: () => Promise<T>,
  enough: (found: T) => boolean,
): Promise<T[]> {
  const found: T[] = [];
  await page.evaluate(() => window.scrollTo(0, 0));
  for (;;) {
    await listSettled(page);
    const now = await read();
    found.push(now);
    if (enough(now)) return found;
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.75);
      return window.scrollY !== before;
    });
    if (!moved) return found;
  }
}

/** Every zone of the list (scrolled through), each once: its group, state, file playing and attention reasons. */
async function everyZone(page: Page) {
  const seen = new Map<string, { group: string; state: string; file: string; attention: string }>();
  await scrollThrough(
    page,
    async () => {
      for (const z of await zoneStates(page)) seen.set(z.group, z);
      return seen.size;
    },
    () => false,
  );
  return [...seen.values()];
}

/**
 * Scrolls the list until the card of `group` is laid out, then until it is in view, and returns its
 * locator (found anew by its group at each use). The list may replace the card at any frame, so the
 * card is looked up and scrolled to in one step inside the page, again until it is in view, and never
 * held across a scroll.
 */
async function reveal(page: Page, group: string) {
  const card = zone(page, group);
  await scrollThrough(
    page,
    () => card.count(),
    (count) => count > 0,
  );
  await until(
    () =>
      page.evaluate((selector) => {
        const found = document.querySelector(selector);
        if (!found) return false;
        // At once (no smooth scrolling to wait out), to the middle, where the list keeps it laid out.
        found.scrollIntoView({ block: 'center', behavior: 'instant' });
        const box = found.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      }, zoneSelector(group)),
    { what: `the card of ${group} in view` },
  );
  await listSettled(page);
  return card;
}

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

/** The `data-testid` of the focused element, read when called. */
const focused = (page: Page) => () =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

/** The run's tally as the summary exposes it: done, total, retries and the run's stage. */
const summaryTally = (page: Page) => () =>
  page.getByTestId('overview-summary').evaluate((summary) => ({
    done: summary.getAttribute('data-done'),
    total: summary.getAttribute('data-total'),
    retries: summary.getAttribute('data-retries'),
    stage: summary.getAttribute('data-stage'),
  }));

/**
 * Lets every player command still waiting for its reply time out now: moves the page's clock (installed
 * with `page.clock.install()` before the page loaded, and flowing as usual) on by COMMAND_TIMEOUT_MS at once,
 * as if that long had passed with no reply. Waits first until `sent` is true, i.e. the commands meant to
 * time out were sent; call it once every command that should answer has answered, so only those time out.
 */
async function outwaitReplies(page: Page, sent: () => boolean | Promise<boolean>): Promise<void> {
  await until(async () => sent(), Boolean);
  await page.clock.fastForward(COMMAND_TIMEOUT_MS);
}

/** Whether `wire` holds a command `command` sent to each of `groups` after its `mark`-th one. */
const sentToAll =
  (wire: Wire, groups: readonly string[], command: number, mark = 0) =>
  () =>
    groups.every((group) => wire.sent.slice(mark).some((s) => s.group === group && s.command === command));

/**
 * Whether every online demo zone but those of `silent` has sent the page its status (command 0), and each
 * of `silent` has been asked for its own: then only the silent zones' status requests are left waiting.
 */
const answeredBut = (wire: Wire, silent: readonly string[]) => () =>
  DEMO.filter((p) => p.ConnectivityStatus === 'Online')
    .flatMap(groupsOf)
    .every((group) =>
      silent.includes(group)
        ? wire.sent.some((s) => s.group === group && s.command === PlayerCommand.Status)
        : wire.playing.has(group),
    );

/**
 * Signs in on the service at `origin` (default the run's), opens the overview from the player list's
 * header and waits until no zone laid out is loading (but those of `silent`, which will not answer).
 */
async function openOverview(page: Page, origin = baseUrl(), silent: readonly string[] = []): Promise<void> {
  await signIn(page, undefined, undefined, origin);
  await page.getByTestId('open-overview').click();
  await page.waitForURL('**/player-selector/overview');
  await until(
    () => zoneStates(page),
    (zones) => zones.length > 0 && zones.every((z) => z.state !== 'loading' || silent.includes(z.group)),
    30_000,
  );
}

/**
 * A window tall enough for the demo fleet's whole list, so every card is laid out at once: for the tests
 * of the bulk flow, which act on cards far apart (the list's own scrolling has tests of its own).
 */
const WHOLE_LIST = { viewport: { width: 1280, height: 7000 } };

/** How many players the chain the staged run is tried on has (the demo fleet grown as FLEET_PLAYERS grows it). */
const CHAIN_PLAYERS = 300;
const CHAIN = playersOf('demo@example.com', buildFleet(CHAIN_PLAYERS));

/** The zone cards laid out, in the list's order (top to bottom, then left to right): group and state. */
const laidOutZones = (page: Page) =>
  page.$$eval('[data-testid="overview-zone"]', (items) =>
    items
      .map((item) => ({
        group: item.getAttribute('data-group') ?? '',
        state: item.getAttribute('data-state') ?? '',
        box: item.getBoundingClientRect(),
      }))
      .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
      .map(({ group, state }) => ({ group, state })),
  );

/** Selects the zones of `groups` by their boxes. */
async function select(page: Page, groups: readonly string[]): Promise<void> {
  for (const group of groups) await (await reveal(page, group)).getByTestId('overview-select-zone').check();
}

describe('fleet overview (docs/design.md "Every zone at a glance")', () => {
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
    // Nothing ticked: the sticky action bar is one line (the count, "Select shown" and the hint) and
    // covers no more of the list than that.
    const idleBar = await page.getByTestId('overview-actions').boundingBox();
    expect(idleBar?.height).toBeLessThan(2 * Number.parseFloat(theme.target));
    const zones = await until(
      () => everyZone(page),
      (all) => all.every((z) => z.state !== 'loading'),
      30_000,
    );
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
      () => everyZone(page),
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

  it('on a phone lays out and fetches the artworks of the cards near the view only, the others as they are scrolled to', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const fetched = new Set<string>();
    page.on('request', (request) => fetched.add(request.url()));
    await openOverview(page);
    const all = DEMO.flatMap(groupsOf);
    // Only the cards near the view are in the document: the last zone of the fleet is not yet.
    expect(await page.getByTestId('overview-zone').count()).toBeLessThan(all.length);
    const online = DEMO.filter((p) => p.ConnectivityStatus === 'Online').flatMap(groupsOf);
    const last = online[online.length - 1] as string; // a zone with a track, so with artwork
    expect(await zone(page, last).count()).toBe(0);
    const target = await reveal(page, last);
    // The artwork it shows once in view is fetched (a status may have moved it to another track meanwhile).
    await until(
      () => target.locator('img').evaluate((image) => (image as HTMLImageElement).src),
      (src) => fetched.has(src),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pauses every zone of one site: each of those zone groups gets the pause once, no other group gets it', async () => {
    const { page, context, errors } = await openPage(browser, WHOLE_LIST);
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
    const pauses = wire.sent.slice(mark).filter((s) => s.command === PlayerCommand.Pause);
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
    const { page, context, errors } = await openPage(browser, WHOLE_LIST);
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
        .filter((s) => s.command === PlayerCommand.Play)
        .map((s) => s.group),
    ).toEqual([pool]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a silenced player as not answering while the others complete, focused on the summary; the failed filter shows exactly it; Retry sends only to it and adds to the tally', async () => {
    const kitchen = demo('Kitchen');
    const dining = demo('Mezzanine');
    const kitchenGroup = zoneGroup(kitchen, 1);
    const diningGroup = zoneGroup(dining, 1);
    await fault('silencePlayer', { licenceKey: kitchen.LicenceKey, on: true });
    try {
      const { page, context, errors } = await openPage(browser, WHOLE_LIST);
      const wire = recordWire(page);
      await page.clock.install();
      await openOverview(page, baseUrl(), groupsOf(kitchen));
      await outwaitReplies(page, answeredBut(wire, groupsOf(kitchen)));
      await until(
        () => zone(page, kitchenGroup).getAttribute('data-state'),
        (state) => state === 'not-answering',
      );
      expect(await zone(page, diningGroup).getAttribute('data-state')).toBe('live');

      await select(page, [kitchenGroup, diningGroup]);
      const mark = wire.sent.length;
      await page.getByTestId('overview-play').click();
      await page.getByTestId('overview-confirm-send').click();
      // The focus moves to the run's summary (a live region) once Send is pressed.
      await until(focused(page), (id) => id === 'overview-summary');
      // The dining room is done while the kitchen is still waiting for its reply.
      const early = await until(
        () => results(page),
        (r) => r[diningGroup] === 'done',
        15_000,
      );
      expect(early[kitchenGroup]).toBe('sending');
      await outwaitReplies(page, sentToAll(wire, [kitchenGroup], PlayerCommand.Play, mark));
      await until(
        () => results(page),
        (r) => r[kitchenGroup] === 'not-answering',
      );
      expect(await page.getByTestId('overview-summary').textContent()).toBe('1 of 2 done · 1 not answering');
      // "Show the failed ones" is the failed filter: exactly the zone that did not answer.
      await page.getByTestId('overview-show-failed').click();
      await until(
        () => zoneStates(page),
        (zones) => zones.length === 1,
      );
      expect((await zoneStates(page)).map((z) => z.group)).toEqual([kitchenGroup]);
      expect(await page.getByTestId('overview-state-filter').inputValue()).toBe('failed');

      await fault('silencePlayer', { licenceKey: kitchen.LicenceKey, on: false });
      const retryMark = wire.sent.length;
      await page.getByTestId('overview-retry').click();
      // The retry adds to the run's tally: 2 of 2 done after 1 retry.
      const tally = await until(
        summaryTally(page),
        (t) => t.stage === 'finished' && t.retries === '1',
        15_000,
      );
      expect(tally).toEqual({ done: '2', total: '2', retries: '1', stage: 'finished' });
      // Done now, the kitchen is no longer among the failed ones; every zone shows it done.
      await until(
        () => zoneStates(page),
        (zones) => zones.length === 0,
      );
      await page.getByTestId('overview-state-filter').selectOption('all');
      expect((await results(page))[kitchenGroup]).toBe('done');
      expect(
        wire.sent
          .slice(mark, retryMark)
          .filter((s) => s.command === PlayerCommand.Play)
          .map((s) => s.group)
          .sort(),
      ).toEqual([kitchenGroup, diningGroup].sort());
      expect(
        wire.sent
          .slice(retryMark)
          .filter((s) => s.command === PlayerCommand.Play)
          .map((s) => s.group),
      ).toEqual([kitchenGroup]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await fault('silencePlayer', { licenceKey: kitchen.LicenceKey, on: false });
    }
  });

  it('tallies the fleet; "needs attention" lists the offline players, a silenced zone and storage in the danger class with their reasons; the map marks the silenced zone; a collapsed site keeps its tally; a card shows its volume', async () => {
    const kitchen = demo('Kitchen');
    const silenced = groupsOf(kitchen);
    await fault('silencePlayer', { licenceKey: kitchen.LicenceKey, on: true });
    try {
      const { page, context, errors } = await openPage(browser);
      const wire = recordWire(page);
      await page.clock.install();
      await openOverview(page, baseUrl(), silenced);
      await outwaitReplies(page, answeredBut(wire, silenced));
      const online = DEMO.filter((p) => p.ConnectivityStatus === 'Online');
      const offlineZones = DEMO.filter((p) => p.ConnectivityStatus !== 'Online').flatMap(groupsOf);
      const onlineZones = online.flatMap(groupsOf);
      const tallies = () =>
        page.$$eval('[data-testid="overview-tally"]', (buttons) =>
          Object.fromEntries(
            buttons.map((b) => [b.getAttribute('data-filter'), Number(b.getAttribute('data-count'))]),
          ),
        );
      const counted = await until(
        tallies,
        (t) =>
          t['not-answering'] === silenced.length &&
          (t.playing ?? 0) + (t.paused ?? 0) === onlineZones.length - silenced.length,
      );
      expect(counted.offline).toBe(offlineZones.length);
      // The map's cell of each silenced zone turned "not answering" (and no other's).
      expect(
        (await page.getByTestId('overview-map-canvas').getAttribute('data-not-answering'))?.split(' ').sort(),
      ).toEqual([...silenced].sort());

      // What needs attention, with its reasons, as the fleet has it: health (745) is asked after the statuses.
      const expected = DEMO.flatMap((player) => {
        const health = initialDownload(player, 0);
        return groupsOf(player).map((group) => {
          const reasons: string[] = [];
          if (player.ConnectivityStatus !== 'Online') reasons.push('offline');
          else if (silenced.includes(group)) reasons.push('not-answering');
          else {
            if (health.storageUsed >= 90) reasons.push('storage');
            if (health.status !== -2) reasons.push('downloads');
          }
          return { group, attention: reasons.join(' ') };
        });
      }).filter((z) => z.attention !== '');
      expect(
        expected.some((z) => z.attention === 'storage' && `${demoOf(z.group)}` === FULL_STORAGE_PLAYER),
      ).toBe(true);
      await until(tallies, (t) => t.attention === expected.length, 30_000);
      await page.locator('[data-testid="overview-tally"][data-filter="attention"]').click();
      const listed = (await everyZone(page)).map(({ group, attention }) => ({ group, attention }));
      const byGroup = (a: { group: string }, b: { group: string }) => a.group.localeCompare(b.group);
      expect(listed.sort(byGroup)).toEqual(expected.sort(byGroup));
      await page.locator('[data-testid="overview-tally"][data-filter="attention"]').click(); // every zone again

      // A collapsed site hides its zones and keeps its tally.
      const site = 'Maison Léa Boutique';
      const header = page.locator(`[data-testid="overview-site"][data-site=${cssString(site)}]`);
      const siteGroups = DEMO.filter((p) => p.PropertyName === site).flatMap(groupsOf);
      await page.getByTestId('overview-jump').selectOption(`=${site}`);
      await until(
        () => zone(page, siteGroups[0] as string).count(),
        (n) => n === 1,
      );
      const tally = await header.getByTestId('overview-site-tally').textContent();
      await header.getByTestId('overview-collapse-site').click();
      expect(await header.getAttribute('data-collapsed')).toBe('true');
      await nextFrames(page);
      for (const group of siteGroups) expect(await zone(page, group).count()).toBe(0);
      expect(await header.getByTestId('overview-site-tally').textContent()).toBe(tally);
      await header.getByTestId('overview-collapse-site').click();

      // A card shows its zone's volume, as the zone's channel settings (802) say.
      const group = zoneGroup(demo('Gym Floor'), 1);
      const card = await reveal(page, group);
      await until(
        () => card.getByTestId('overview-zone-volume').getAttribute('data-volume'),
        (volume) => volume !== null && Number(volume) === wire.volumes.get(group),
        30_000,
      );
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await fault('silencePlayer', { licenceKey: kitchen.LicenceKey, on: false });
    }
  });

  it('plays a message common to the selected zones on exactly those zones, once each', async () => {
    const { page, context, errors } = await openPage(browser, WHOLE_LIST);
    const wire = recordWire(page);
    await openOverview(page);
    const groups = [zoneGroup(demo('Roastery'), 1), zoneGroup(demo('Stockroom'), 1)];
    await select(page, groups);
    // The playlist picker starts with nothing chosen, and Play now waits for a choice.
    await page.getByTestId('overview-pick-playlist').click();
    const choice = page.getByTestId('overview-choice');
    await choice.waitFor({ timeout: 15_000 });
    expect(await choice.inputValue()).toBe('');
    expect(await page.getByTestId('overview-play-choice').isDisabled()).toBe(true);
    await page.getByTestId('overview-pick-advert').click();
    await page
      .locator('[data-testid="overview-picker"][data-kind="advert"] [data-testid="overview-choice"]')
      .waitFor({ timeout: 15_000 });
    expect(await choice.inputValue()).toBe('');
    expect(await page.getByTestId('overview-play-choice').isDisabled()).toBe(true);
    await choice.selectOption({ index: 1 });
    const fileName = await choice.inputValue();
    expect(fileName).not.toBe('');
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
    await (await reveal(page, group)).getByTestId('overview-open-zone').click();
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
  ])(
    'is axe-clean (%s): with a selection, the confirmation open and results shown; the actions are on screen at the end of the page',
    async (_name, options) => {
      const { page, context, errors } = await openPage(browser, options);
      await openOverview(page);
      expect(await axe(page)).toEqual([]);
      // Two zones on screen that play already: a Play changes nothing another test relies on.
      const groups = await page.$$eval('[data-testid="overview-zone"][data-play-state="1"]', (cards) =>
        cards.slice(0, 2).map((card) => card.getAttribute('data-group') ?? ''),
      );
      expect(groups).toHaveLength(2);
      await select(page, groups);
      expect(await axe(page)).toEqual([]);
      await page.getByTestId('overview-play').click();
      await page.getByTestId('overview-confirm').waitFor();
      expect(await axe(page)).toEqual([]);
      await page.getByTestId('overview-confirm-send').click();
      await until(
        () => results(page),
        (r) => groups.every((group) => r[group] === 'done'),
        15_000,
      );
      expect(await axe(page)).toEqual([]);
      // Scrolled to its end, the page still shows the count and the actions.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const view = page.viewportSize() ?? { width: 0, height: 0 };
      for (const id of ['overview-selected', 'overview-play']) {
        const box = await page.getByTestId(id).boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= view.height).toBe(true);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps the ticked zones through opening a zone and Back, and a reload; the bar and the confirmation count those the search hides', async () => {
    const { page, context, errors } = await openPage(browser, WHOLE_LIST);
    await openOverview(page);
    const groups = [
      zoneGroup(demo('Roastery'), 1),
      zoneGroup(demo('Stockroom'), 1),
      zoneGroup(demo('Pool'), 1),
    ];
    // A tap on a card's body ticks it; the box ticks the others.
    await (await reveal(page, groups[0]!)).getByTestId('overview-thumb').click();
    await select(page, groups.slice(1));
    const ticked = () =>
      page.$$eval('[data-testid="overview-zone"][data-selected="true"]', (cards) =>
        cards.map((card) => card.getAttribute('data-group') ?? '').sort(),
      );
    expect(await ticked()).toEqual([...groups].sort());

    await zone(page, groups[2]!).getByTestId('overview-open-zone').click();
    await page.waitForURL(/\/player$/);
    await page.goBack();
    await page.waitForURL('**/player-selector/overview');
    await until(ticked, (now) => now.length === groups.length);
    expect(await ticked()).toEqual([...groups].sort());
    await page.reload();
    await until(ticked, (now) => now.length === groups.length, 30_000);
    expect(await ticked()).toEqual([...groups].sort());

    // The search shows one of the three: the bar and the confirmation say two are not shown.
    await page.getByTestId('overview-search').fill('Roastery');
    await until(
      () => page.getByTestId('overview-hidden').getAttribute('data-count'),
      (count) => count === '2',
    );
    await page.getByTestId('overview-pause').click();
    expect(await page.getByTestId('overview-confirm-hidden').getAttribute('data-count')).toBe('2');
    await page.getByTestId('overview-confirm-cancel').click();
    await page.getByTestId('overview-show-hidden').click();
    await until(ticked, (now) => now.length === groups.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lowers each ticked zone by the step from its own volume', async () => {
    const { page, context, errors } = await openPage(browser, WHOLE_LIST);
    const wire = recordWire(page);
    await openOverview(page);
    const groups = [zoneGroup(demo('Roastery'), 1), zoneGroup(demo('Stockroom'), 1)];
    await select(page, groups);
    // The panel asks the zones their volume (their status or their settings) and starts from the median.
    await page.getByTestId('overview-volume-open').click();
    await page.getByTestId('overview-volume').waitFor({ timeout: 15_000 });
    const before = groups.map((group) => wire.volumes.get(group) ?? -1);
    expect(before.every((volume) => volume >= 0)).toBe(true);
    expect(await page.getByTestId('overview-volume').inputValue()).toBe(
      String(Math.round((before[0]! + before[1]!) / 2)),
    );
    const mark = wire.sent.length;
    await page.getByTestId('overview-volume-down').click();
    await page.getByTestId('overview-confirm-send').click();
    await until(
      () => results(page),
      (r) => groups.every((group) => r[group] === 'done'),
      15_000,
    );
    const sent = wire.sent.slice(mark).filter((s) => s.command === 107);
    expect(sent.map((s) => [s.group, s.args])).toEqual(
      groups.map((group, i) => [group, [String(Math.max(0, (before[i] ?? 0) - 10))]]),
    );
    // Back as they were, for the other tests.
    for (const [i, group] of groups.entries()) {
      await page.getByTestId('overview-select-none').click();
      await select(page, [group]);
      await page.getByTestId('overview-volume-open').click();
      await page.getByTestId('overview-volume').fill(String(before[i]));
      await page.getByTestId('overview-set-volume').click();
      await page.getByTestId('overview-confirm-send').click();
      await until(
        () => results(page),
        (r) => r[group] === 'done',
        15_000,
      );
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a bulk Pause while the device is offline, saying why, and blames no zone', async () => {
    const known = new Set((await hubConnections()).map((c) => c.connectionId));
    const { page, context, errors } = await openPage(browser, WHOLE_LIST);
    await openOverview(page);
    const groups = [zoneGroup(demo('Roastery'), 1), zoneGroup(demo('Stockroom'), 1)];
    await select(page, groups);
    const mine = (await hubConnections()).filter((c) => !known.has(c.connectionId));
    expect(mine).toHaveLength(1);
    await page.getByTestId('overview-pause').click();
    await page.getByTestId('overview-confirm').waitFor();
    // Cut: the browser goes offline (no recovery can succeed) and its socket is dropped. The device's
    // own offline is known at once: the confirmation says nothing can be sent, and sends nothing.
    await context.setOffline(true);
    await fault('drop', { connectionId: mine[0]!.connectionId });
    await page.getByTestId('overview-confirm-offline').waitFor();
    expect(await page.getByTestId('overview-confirm-send').isDisabled()).toBe(true);
    await page.getByTestId('overview-confirm-cancel').click();
    // While the link is lost the banner shows and the actions wait for it, saying why; no zone is
    // shown as not answering for it.
    await page.getByTestId('connection-banner').waitFor();
    await page.getByTestId('overview-actions-offline').waitFor();
    expect(await page.getByTestId('overview-pause').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="overview-zone"][data-state="not-answering"]').count()).toBe(0);
    await context.setOffline(false);
    await page.getByTestId('connection-banner').waitFor({ state: 'detached', timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  describe(`a chain of ${CHAIN_PLAYERS} players`, () => {
    const chain = useChainService(CHAIN_PLAYERS);

    it('stops a staged Pause after a wave in which a quarter of the players do not answer, and asks; no later zone gets it', async () => {
      const { page, context, errors } = await openPage(browser, WHOLE_LIST);
      const wire = recordWire(page);
      await page.clock.install();
      await openOverview(page, chain.service.url);
      // The first wave: the first BULK_WAVE_SIZE zones at the top of the list that can be selected
      // (not offline) and are not skipped (their player allows remote pause).
      const playerOf = new Map(CHAIN.flatMap((p) => groupsOf(p).map((group) => [group, p] as const)));
      const pauseAllowed = (group: string) => {
        const player = playerOf.get(group)!;
        return player.zones[groupsOf(player).indexOf(group)]!.RemotePauseAllowed;
      };
      const firstWave = (await laidOutZones(page))
        .filter((z) => z.state !== 'offline' && pauseAllowed(z.group))
        .slice(0, BULK_WAVE_SIZE)
        .map((z) => z.group);
      expect(firstWave).toHaveLength(BULK_WAVE_SIZE);
      // A quarter of the wave's players (every fourth), until their zones are a quarter of the wave.
      const wavePlayers = [...new Set(firstWave.map((group) => playerOf.get(group)!))];
      const silenced: string[] = [];
      for (const [i, player] of wavePlayers.entries()) {
        if (silenced.length * 4 >= BULK_WAVE_SIZE) break;
        if (i % 4 === 0) silenced.push(...groupsOf(player).filter((group) => firstWave.includes(group)));
      }
      expect(silenced.length / BULK_WAVE_SIZE).toBeGreaterThan(BULK_HALT_SHARE);

      await page.getByTestId('overview-select-shown').click();
      await page.getByTestId('overview-pause').click();
      await page.getByTestId('overview-confirm').waitFor();
      for (const group of silenced) chain.service.faults.silencePlayer(playerOf.get(group)!.LicenceKey, true);
      const mark = wire.sent.length;
      await page.getByTestId('overview-confirm-send').click();

      // The run stops after the first wave and asks whether to go on.
      // (Once the first wave is answered the run either halts or, without the stop, goes on to the end.)
      // The wave's other zones answer; then the silenced ones' time runs out.
      await outwaitReplies(page, async () => {
        const now = await results(page);
        return (
          sentToAll(wire, silenced, PlayerCommand.Pause, mark)() &&
          firstWave.every((group) => silenced.includes(group) || now[group] === 'done')
        );
      });
      const halted = await until(summaryTally(page), (tally) => tally.stage !== 'running');
      expect(halted.stage).toBe('halted');
      await page.getByTestId('overview-halted').getByTestId('overview-go-on').waitFor();
      const total = Number(halted.total);
      expect(total).toBeGreaterThan(BULK_WAVE_SIZE);
      const shown = await results(page);
      expect(silenced.map((group) => shown[group])).toEqual(silenced.map(() => 'not-answering'));
      const paused = wire.sent
        .slice(mark)
        .filter((s) => s.command === PlayerCommand.Pause)
        .map((s) => s.group);
      expect([...paused].sort()).toEqual([...firstWave].sort());

      // Stopped there: the zones beyond the first wave were never sent the Pause.
      await page.getByTestId('overview-stop').click();
      await until(summaryTally(page), (tally) => tally.stage === 'finished');
      const after = await results(page);
      const beyond = Object.keys(after).filter((group) => !paused.includes(group));
      // (A zone that refuses remote pause is skipped before anything is sent, in whichever wave.)
      expect(new Set(beyond.map((group) => after[group]))).toEqual(
        new Set(beyond.some((group) => after[group] === 'skipped') ? ['not-sent', 'skipped'] : ['not-sent']),
      );
      expect(wire.sent.slice(mark).filter((s) => s.command === PlayerCommand.Pause)).toHaveLength(
        BULK_WAVE_SIZE,
      );
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  });
});

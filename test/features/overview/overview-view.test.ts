import { marbles } from 'rxjs-marbles/jest';
import * as v from 'valibot';
import { CONNECTION_STALE_MS } from '../../../src/config/timing';
import { tap } from 'rxjs';
import {
  bySite,
  createZoneStore,
  isStale,
  layoutOf,
  overviewView$,
  sameLayout,
  staleness$,
  TRUSTED,
  zoneMatches,
  type OverviewFilters,
  type OverviewView,
} from '../../../src/features/overview/overview-view';
import { talliesOf, type Tallies } from '../../../src/features/overview/attention';
import type { ZoneResult } from '../../../src/features/overview/bulk-run';
import type { OverviewState, OverviewZone, ZoneState } from '../../../src/features/overview/overview.streams';
import type { HubState } from '../../../src/lib/hub/types';
import { PlayerStatus } from '../../../src/lib/player/replies';
import { player, status } from '../../support/overview-fakes';

const live = (fields: Record<string, unknown>): ZoneState => ({
  kind: 'live',
  status: v.parse(PlayerStatus, status(fields)),
  receivedAt: 0,
});

function zone(name: string, site: string, state: ZoneState, zoneName = 'Main'): OverviewZone {
  return { group: `${name}-1`, zoneIndex: 1, zoneName, player: player(name, site), site, state };
}

const bar = zone(
  'Bar',
  'North',
  live({ PlayState: 1, NowPlaying: { FileName: 'a.mp3', Title: 'Blue Moon' } }),
);
const shop = zone('Shop', 'South', live({ PlayState: 2 }), 'Floor');
const shut = zone('Shut', 'North', { kind: 'offline' });
const mute = zone('Mute', 'South', { kind: 'not-answering' });

describe('overview view (README "Every zone at a glance")', () => {
  it('filters by text in player, zone, site and title, case-insensitive', () => {
    const all = [bar, shop, shut, mute];
    expect(all.filter((z) => zoneMatches(z, 'blue', 'all'))).toEqual([bar]);
    expect(all.filter((z) => zoneMatches(z, 'floor', 'all'))).toEqual([shop]);
    expect(all.filter((z) => zoneMatches(z, 'NORTH', 'all'))).toEqual([bar, shut]);
    expect(all.filter((z) => zoneMatches(z, '', 'all'))).toEqual(all);
  });

  it('filters by state: playing, paused, offline, not answering', () => {
    const all = [bar, shop, shut, mute];
    expect(all.filter((z) => zoneMatches(z, '', 'playing'))).toEqual([bar]);
    expect(all.filter((z) => zoneMatches(z, '', 'paused'))).toEqual([shop]);
    expect(all.filter((z) => zoneMatches(z, '', 'offline'))).toEqual([shut]);
    expect(all.filter((z) => zoneMatches(z, '', 'not-answering'))).toEqual([mute]);
    expect(all.filter((z) => zoneMatches(z, 'north', 'offline'))).toEqual([shut]);
  });

  it('filters by the last bulk run: failed (refused, not answering, not sent, failed, and those sent again) and skipped', () => {
    const all = [bar, shop, shut, mute];
    const results = new Map<string, ZoneResult>([
      [bar.group, { kind: 'not-sent', reason: 'disconnected' }],
      [shop.group, { kind: 'done' }],
      [shut.group, { kind: 'skipped', reason: 'pause-not-allowed' }],
      [mute.group, { kind: 'sending' }],
    ]);
    expect(all.filter((z) => zoneMatches(z, '', 'failed', results))).toEqual([bar, mute]);
    expect(all.filter((z) => zoneMatches(z, '', 'skipped', results))).toEqual([shut]);
    expect(all.filter((z) => zoneMatches(z, 'south', 'failed', results))).toEqual([mute]);
    // Without a run nothing failed.
    expect(all.filter((z) => zoneMatches(z, '', 'failed'))).toEqual([]);
  });

  it('groups zones by site, each site where its first zone is', () => {
    expect(bySite([bar, shop, shut, mute])).toEqual([
      { site: 'North', zones: [bar, shut] },
      { site: 'South', zones: [shop, mute] },
    ]);
  });

  it(
    'marks the statuses stale while the hub has not been connected for CONNECTION_STALE_MS, and those received before it was back',
    marbles((m) => {
      const states = m.cold<HubState>('a 1s b 5s c 1s d 1s e', {
        a: { kind: 'connected', connectionId: 'x' },
        b: { kind: 'recovering', connectionId: 'x', attempt: 1 },
        c: { kind: 'connected', connectionId: 'x' },
        d: { kind: 'recovering', connectionId: 'x', attempt: 1 },
        e: { kind: 'connected', connectionId: 'y' },
      });
      // Back at 6002 ms after a loss that was marked; the short loss after it (1 s) changes nothing.
      m.expect(staleness$({ state$: states }, m.scheduler)).toBeObservable(
        `a ${1000 + CONNECTION_STALE_MS}ms c ${5000 - CONNECTION_STALE_MS}ms d`,
        { a: TRUSTED, c: { lost: true, before: -Infinity }, d: { lost: false, before: 6002 } },
      );
    }),
  );

  it('tells a zone stale while the link is lost, and after it while its status is older than the loss’s end', () => {
    const at = (receivedAt: number) => ({
      ...bar,
      state: { ...(bar.state as ZoneState & { kind: 'live' }), receivedAt },
    });
    expect(isStale(at(100), TRUSTED)).toBe(false);
    expect(isStale(at(100), { lost: true, before: -Infinity })).toBe(true);
    expect(isStale(at(100), { lost: false, before: 200 })).toBe(true);
    expect(isStale(at(300), { lost: false, before: 200 })).toBe(false);
    expect(isStale({ ...bar, state: { kind: 'loading' } }, { lost: true, before: 200 })).toBe(false);
  });
});

describe('the overview’s zone store and layout (README "Every zone at a glance")', () => {
  const all = [bar, shop, shut, mute];
  const moved = { ...shop, state: live({ PlayState: 1 }) };

  it('passes on only the zones whose object changed, each on its own stream', () => {
    const store = createZoneStore();
    store.update(all);
    const seen: Record<string, OverviewZone[]> = { [bar.group]: [], [shop.group]: [] };
    const subscriptions = [bar, shop].map((z) =>
      store.zone$(z.group).subscribe((value) => seen[z.group]?.push(value)),
    );
    store.update([bar, moved, shut, mute]);
    expect(seen).toEqual({ [bar.group]: [bar], [shop.group]: [shop, moved] });
    expect(store.get(shop.group)).toBe(moved);
    expect(store.zone$(shop.group)).toBe(store.zone$(shop.group));
    expect(() => store.zone$('nowhere-1')).toThrow(RangeError);
    expect(store.get('nowhere-1')).toBeUndefined();
    subscriptions.forEach((s) => s.unsubscribe());
  });

  it('tallies a zone’s new status from that zone alone, and the fleet again when places change', () => {
    const store = createZoneStore();
    // Zones that count each read of their state: the tallies of a push must not pass over the fleet.
    let reads = 0;
    const watched = (z: OverviewZone): OverviewZone =>
      Object.defineProperty({ ...z }, 'state', {
        enumerable: true,
        get: () => (reads++, z.state),
      }) as OverviewZone;
    const fleet = [watched(bar), shop, watched(shut), watched(mute)];
    store.update(fleet);
    const seen: Tallies[] = [];
    const subscription = store.tallies$.subscribe((tallies) => seen.push(tallies));
    reads = 0;
    store.update([fleet[0] as OverviewZone, moved, fleet[2] as OverviewZone, fleet[3] as OverviewZone]);
    expect(reads).toBe(0);
    expect(seen.at(-1)).toEqual(talliesOf([bar, moved, shut, mute]));
    store.update([moved, bar, shut]); // places changed: counted again
    expect(seen.at(-1)).toEqual(talliesOf([moved, bar, shut]));
    subscription.unsubscribe();
  });

  it('tells whether the zones’ places changed: which zones, their order, their sites, offline or not', () => {
    const store = createZoneStore();
    expect(store.update(all)).toBe(true);
    expect(store.update([bar, moved, shut, mute])).toBe(false); // a new status only
    expect(store.update([moved, bar, shut, mute])).toBe(true);
    expect(store.update([moved, bar, shut])).toBe(true);
    expect(store.update([moved, bar, { ...shut, site: 'East' }])).toBe(true);
    expect(store.update([moved, bar, { ...shut, site: 'East', state: { kind: 'loading' } }])).toBe(true);
  });

  it(
    'lays the unfiltered fleet out again when its zones’ places change, and not for a status',
    marbles((m) => {
      const store = createZoneStore();
      const other = zone('Hall', 'South', { kind: 'loading' });
      const states = m.hot<OverviewState>('a-b-c', {
        a: { kind: 'loaded', zones: all },
        b: { kind: 'loaded', zones: [bar, moved, shut, mute] },
        c: { kind: 'loaded', zones: [bar, moved, shut, other] },
      });
      const filters = m.hot<OverviewFilters>('f----', { f: { query: ' ', filter: 'all' } });
      m.expect(overviewView$(states, filters, store)).toBeObservable('a---c', {
        a: { kind: 'loaded', layout: layoutOf(all, '', 'all') },
        c: { kind: 'loaded', layout: layoutOf([bar, moved, shut, other], '', 'all') },
      });
    }),
  );

  it('lays out the shown zones by site, by group, with the count line’s figures', () => {
    expect(layoutOf(all, '', 'all')).toEqual({
      total: 4,
      shown: 4,
      sites: [
        { site: 'North', groups: [bar.group, shut.group], selectable: [bar.group] },
        { site: 'South', groups: [shop.group, mute.group], selectable: [shop.group, mute.group] },
      ],
    });
    expect(layoutOf(all, '', 'paused')).toEqual({
      total: 4,
      shown: 1,
      sites: [{ site: 'South', groups: [shop.group], selectable: [shop.group] }],
    });
    expect(sameLayout(layoutOf(all, '', 'all'), layoutOf([bar, moved, shut, mute], '', 'all'))).toBe(true);
    expect(sameLayout(layoutOf(all, '', 'paused'), layoutOf([bar, moved, shut, mute], '', 'paused'))).toBe(
      false,
    );
  });

  it(
    'hands each state’s zones to the store, and emits a layout only when the zones shown change',
    marbles((m) => {
      const store = createZoneStore();
      const states = m.hot<OverviewState>('l-a-b-c', {
        l: { kind: 'loading' },
        a: { kind: 'loaded', zones: all },
        b: { kind: 'loaded', zones: [bar, moved, shut, mute] },
        c: { kind: 'loaded', zones: all },
      });
      const filters = m.hot<OverviewFilters>('p------', { p: { query: '', filter: 'paused' } });
      const paused = (zones: readonly OverviewZone[]): OverviewView => ({
        kind: 'loaded',
        layout: layoutOf(zones, '', 'paused'),
      });
      const view$ = overviewView$(states, filters, store).pipe(
        tap((view) => {
          // A card laid out in this view finds its zone in the store already.
          if (view.kind === 'loaded')
            for (const site of view.layout.sites) for (const g of site.groups) store.zone$(g);
        }),
      );
      m.expect(view$).toBeObservable('l-a-b-c', {
        l: { kind: 'loading' },
        a: paused(all),
        b: { kind: 'loaded', layout: { total: 4, shown: 0, sites: [] } },
        c: paused(all),
      });
      m.flush();
      expect(store.get(shop.group)).toBe(shop);
    }),
  );

  it(
    'emits nothing for a state whose zones keep their places under the filters',
    marbles((m) => {
      const store = createZoneStore();
      const states = m.hot<OverviewState>('a-b-a', {
        a: { kind: 'loaded', zones: all },
        b: { kind: 'loaded', zones: [bar, moved, shut, mute] },
      });
      const filters = m.hot<OverviewFilters>('f---g', {
        f: { query: '', filter: 'all' },
        g: { query: 'floor', filter: 'all' },
      });
      m.expect(overviewView$(states, filters, store)).toBeObservable('a---g', {
        a: { kind: 'loaded', layout: layoutOf(all, '', 'all') },
        g: { kind: 'loaded', layout: layoutOf(all, 'floor', 'all') },
      });
      m.flush();
      expect(store.get(shop.group)).toBe(shop);
    }),
  );
});

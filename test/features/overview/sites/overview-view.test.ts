import { marbles } from 'rxjs-marbles/jest';
import { CONNECTION_STALE_MS } from '../../../../src/config/timing';
import {
  bySite,
  isStale,
  layoutOf,
  overviewView$,
  sameLayout,
  staleness$,
  TRUSTED,
  zoneMatches,
  type OverviewFilters,
  type OverviewView,
} from '../../../../src/features/overview/sites/overview-view';
import type { FleetState } from '../../../../src/features/overview/fleet/fleet-state';
import type { ZoneResult } from '../../../../src/features/overview/bulk/bulk-run';
import type { OverviewZone, ZoneState } from '../../../../src/features/overview/fleet/zones';
import type { HubState } from '../../../../src/lib/hub/types';
import {
  fleetFrame,
  fourZones,
  liveState as live,
  overviewZone as zone,
} from '../../../support/overview-fakes';

const { bar, shop, shut, mute } = fourZones;

describe('overview view (docs/design.md "Every zone at a glance")', () => {
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

describe('the overview’s layout (docs/design.md "Every zone at a glance")', () => {
  const all = [bar, shop, shut, mute];
  const moved = { ...shop, state: live({ PlayState: 1 }) };

  it(
    'lays the unfiltered fleet out again when its zones’ places change, and not for a status',
    marbles((m) => {
      const other = zone('Hall', 'South', { kind: 'loading' });
      const states = m.hot<FleetState>('a-b-c', {
        a: fleetFrame(all),
        b: fleetFrame([bar, moved, shut, mute], all),
        c: fleetFrame([bar, moved, shut, other], [bar, moved, shut, mute]),
      });
      const filters = m.hot<OverviewFilters>('f----', { f: { query: ' ', filter: 'all' } });
      m.expect(overviewView$(states, filters)).toBeObservable('a---c', {
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
    'emits a layout only when a zone the frame changed comes into or leaves the filters’ result',
    marbles((m) => {
      const states = m.hot<FleetState>('l-a-b-c', {
        l: { kind: 'loading' },
        a: fleetFrame(all),
        b: fleetFrame([bar, moved, shut, mute], all),
        c: fleetFrame(all, [bar, moved, shut, mute]),
      });
      const filters = m.hot<OverviewFilters>('p------', { p: { query: '', filter: 'paused' } });
      const paused = (zones: readonly OverviewZone[]): OverviewView => ({
        kind: 'loaded',
        layout: layoutOf(zones, '', 'paused'),
      });
      m.expect(overviewView$(states, filters)).toBeObservable('l-a-b-c', {
        l: { kind: 'loading' },
        a: paused(all),
        b: { kind: 'loaded', layout: { total: 4, shown: 0, sites: [] } },
        c: paused(all),
      });
    }),
  );

  it(
    'emits nothing for a state whose zones keep their places under the filters',
    marbles((m) => {
      const states = m.hot<FleetState>('a-b-c', {
        a: fleetFrame(all),
        b: fleetFrame([bar, moved, shut, mute], all),
        c: fleetFrame(all, [bar, moved, shut, mute]),
      });
      const filters = m.hot<OverviewFilters>('f---g', {
        f: { query: '', filter: 'all' },
        g: { query: 'floor', filter: 'all' },
      });
      m.expect(overviewView$(states, filters)).toBeObservable('a---g', {
        a: { kind: 'loaded', layout: layoutOf(all, '', 'all') },
        g: { kind: 'loaded', layout: layoutOf(all, 'floor', 'all') },
      });
    }),
  );
});

import { marbles } from 'rxjs-marbles/jest';
import * as v from 'valibot';
import { CONNECTION_STALE_MS } from '../../../src/config/timing';
import {
  bySite,
  isStale,
  staleness$,
  TRUSTED,
  zoneMatches,
} from '../../../src/features/overview/overview-view';
import type { OverviewZone, ZoneState } from '../../../src/features/overview/overview.streams';
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

import { marbles } from 'rxjs-marbles/jest';
import { distinctUntilChanged, map, scan } from 'rxjs';
import * as v from 'valibot';
import { talliesOf, type Tallies } from '../../../../src/features/overview/fleet/attention';
import {
  applyFrame,
  FLEET_LOADING,
  zoneOf,
  type FleetEvent,
  type FleetState,
} from '../../../../src/features/overview/fleet/fleet-state';
import { groupOf, type OverviewZone } from '../../../../src/features/overview/fleet/zones';
import { PlayerStatus } from '../../../../src/lib/player/replies';
import { fleetFrame, fourZones, player, status } from '../../../support/overview-fakes';

const bar = player('bar', 'North');
const cafe = player('cafe', 'South', { NoOfChannels: 2 });
const shut = player('shut', 'South', { ConnectivityStatus: 'Offline' });
const [barZone, cafe1, cafe2] = [groupOf(bar, 1), groupOf(cafe, 1), groupOf(cafe, 2)] as const;

const timed = (fields: Record<string, unknown>, receivedAt = 0) => ({
  status: v.parse(PlayerStatus, status(fields)),
  receivedAt,
});

/** What a frame did: the zones it changed (group: state kind before → after) and the fleet's tallies. */
const frameOf = (state: FleetState) =>
  state.kind === 'loaded'
    ? {
        changed: [...state.changes].map(
          ([group, { before, after }]) => `${group}: ${before?.state.kind ?? '-'} → ${after.state.kind}`,
        ),
        tallies: state.tallies,
      }
    : state.kind;

/** The tallies of no zones, with `counts` set. */
const tallies = (counts: Partial<Tallies>): Tallies => ({ ...talliesOf([]), ...counts });

// prettier-ignore
describe('the fleet’s keyed state (applyFrame, docs/design.md "Every zone at a glance")', () => {
  it('a zone’s reply changes that zone alone and moves the counts it leaves and enters, nothing else', marbles((m) => {
    const frames = m.hot<readonly FleetEvent[]>('l-p-s-h-x-n', {
      l: [{ t: 'loading' }],
      p: [{ t: 'players', players: [bar, cafe, shut] }],
      s: [{ t: 'status', group: barZone, timed: timed({ PlayState: 1 }) }],
      h: [{ t: 'health', player: cafe1.slice(0, -2), health: { StorageUsed: 95, Status: -2 } }],
      x: [{ t: 'status', group: 'stranger-1', timed: timed({}) }, { t: 'volume', group: 'stranger-1', volume: 3 }],
      n: [{ t: 'silent', groups: [cafe2] }, { t: 'status', group: cafe1, timed: timed({ PlayState: 2 }) }],
    });
    const states$ = frames.pipe(scan(applyFrame, FLEET_LOADING), distinctUntilChanged(), map(frameOf));
    m.expect(states$).toBeObservable('l-p-s-h---n', {
      l: 'loading',
      p: {
        changed: [`${barZone}: - → loading`, `${cafe1}: - → loading`, `${cafe2}: - → loading`, `${groupOf(shut, 1)}: - → offline`],
        tallies: tallies({ total: 4, asking: 3, offline: 1, attention: 1 }),
      },
      s: { changed: [`${barZone}: loading → live`], tallies: tallies({ total: 4, asking: 2, playing: 1, offline: 1, attention: 1 }) },
      // A player's health goes to each of its zones: both need attention (storage), their states unchanged.
      h: {
        changed: [`${cafe1}: loading → loading`, `${cafe2}: loading → loading`],
        tallies: tallies({ total: 4, asking: 2, playing: 1, offline: 1, attention: 3 }),
      },
      // A stranger's replies change nothing: no state. One frame, two zones, each counted once.
      n: {
        changed: [`${cafe2}: loading → not-answering`, `${cafe1}: loading → live`],
        tallies: tallies({ total: 4, playing: 1, paused: 1, notAnswering: 1, offline: 1, attention: 3 }),
      },
    });
  }));

  it('keeps each zone’s first state before the frame and its last after it: a zone changed twice in a frame counts once', () => {
    const listed = applyFrame(FLEET_LOADING, [{ t: 'players', players: [bar] }]);
    const next = applyFrame(listed, [
      { t: 'status', group: barZone, timed: timed({ PlayState: 1, Name: 'Terrace' }) },
      { t: 'status', group: barZone, timed: timed({ PlayState: 2 }, 5) },
    ]);
    expect(next.kind === 'loaded' && [...next.changes.values()].map((c) => c.before?.state.kind)).toEqual(['loading']);
    expect(zoneOf(next, barZone)?.state).toEqual({ kind: 'live', status: timed({ PlayState: 2 }).status, receivedAt: 5 });
    expect(zoneOf(next, barZone)?.zoneName).toBe('Bar');
    expect(next.kind === 'loaded' && next.tallies).toEqual(tallies({ total: 1, paused: 1 }));
    // The same volume again changes nothing: the same state.
    const loud = applyFrame(next, [{ t: 'volume', group: barZone, volume: 30 }]);
    expect(applyFrame(loud, [{ t: 'volume', group: barZone, volume: 30 }])).toBe(loud);
  });

  it('reads no other zone of the fleet for a zone’s reply: no pass over the fleet', () => {
    // Zones that count each read of their state.
    let reads = 0;
    const watched = (zone: OverviewZone): OverviewZone =>
      Object.defineProperty({ ...zone }, 'state', { enumerable: true, get: () => (reads++, zone.state) }) as OverviewZone;
    const { bar: a, shop, shut: off, mute } = fourZones;
    const state = fleetFrame([watched(a), shop, watched(off), watched(mute)]);
    reads = 0;
    const next = applyFrame(state, [{ t: 'status', group: shop.group, timed: timed({ PlayState: 1 }) }]);
    expect(reads).toBe(0);
    const zones = next.kind === 'loaded' ? next.zones : [];
    expect(next.kind === 'loaded' && next.tallies).toEqual(talliesOf(zones));
  });
});

import { marbles } from 'rxjs-marbles/jest';
import { map, Subject } from 'rxjs';
import { createFleet } from '../../../../src/features/overview/fleet/fleet.streams';
import { groupOf, type OverviewZone, type ZoneVolume } from '../../../../src/features/overview/fleet/zones';
import { fakeFleet, player, status, type FleetAnswer } from '../../../support/overview-fakes';

/** Every zone answers its status after 100 ms, playing. */
const answering: FleetAnswer = (group, command) =>
  command === 0 ? { after: 100, response: status({ Name: `zone ${group}`, PlayState: 1 }) } : undefined;

const bar = player('bar', 'North');
const cafe = player('cafe', 'South', { NoOfChannels: 2 });
const [barZone, cafe1, cafe2] = [groupOf(bar, 1), groupOf(cafe, 1), groupOf(cafe, 2)] as const;

/** A zone as its card shows it: state kind, play state and volume. */
const card = (zone: OverviewZone) =>
  `${zone.state.kind}${zone.state.kind === 'live' ? `:${zone.state.status.PlayState}` : ''}${zone.volume === undefined ? '' : `@${zone.volume}`}`;

// prettier-ignore
describe('createFleet: one state per zone, keyed by its group (docs/design.md "Every zone at a glance")', () => {
  it('passes each zone’s replies and pushes to that zone’s stream alone, and its site’s tally moves by it', marbles((m) => {
    const fleet = fakeFleet([bar, cafe], answering, m.scheduler);
    const zones = createFleet(fleet.deps);
    m.scheduler.schedule(() => fleet.push(cafe2, status({ PlayState: 2 })), 500);
    m.scheduler.schedule(() => fleet.reply(cafe2, 802, { Volume: 20 }), 600);
    // The streams exist once the fleet lists its zones (at once: the player list answers at once).
    const running = zones.run(fleet.deps.createControl).subscribe();
    m.expect(zones.zone$(barZone).pipe(map(card)), '^ 1s !').toBeObservable('a 99ms b', { a: 'loading', b: 'live:1' });
    m.expect(zones.zone$(cafe2).pipe(map(card)), '^ 1s !').toBeObservable('a 99ms b 399ms c 99ms d', {
      a: 'loading', b: 'live:1', c: 'live:2', d: 'live:2@20',
    });
    m.expect(zones.tally$([cafe1, cafe2]).pipe(map((t) => `${t.playing}/${t.paused}/${t.asking}`)), '^ 1s !').toBeObservable(
      'a 99ms b 399ms c',
      { a: '0/0/2', b: '2/0/0', c: '1/1/0' },
    );
    m.flush();
    running.unsubscribe();
  }));

  it('moves only the tallies that watch a changed zone, each once per frame', marbles((m) => {
    const fleet = fakeFleet([bar, cafe], answering, m.scheduler);
    const zones = createFleet(fleet.deps);
    // Two pushes to the same zone within one frame (one virtual instant), then one to another site's zone.
    m.scheduler.schedule(() => {
      fleet.push(cafe2, status({ PlayState: 2 }));
      fleet.push(cafe2, status({ PlayState: 1 }));
      fleet.push(cafe1, status({ PlayState: 2 }));
    }, 500);
    m.scheduler.schedule(() => fleet.push(barZone, status({ PlayState: 2 })), 700);
    m.scheduler.schedule(() => fleet.push(cafe1, status({ PlayState: 1 })), 900);
    const running = zones.run(fleet.deps.createControl).subscribe();
    const text = map((t: { playing: number; paused: number; asking: number }) => `${t.playing}/${t.paused}/${t.asking}`);
    m.expect(zones.tally$([cafe1, cafe2]).pipe(text), '^ 1s !').toBeObservable('a 99ms b 399ms c 399ms d', {
      a: '0/0/2', b: '2/0/0', c: '1/1/0', d: '2/0/0',
    });
    m.expect(zones.tally$([barZone]).pipe(text), '^ 800ms !').toBeObservable('a 99ms b 599ms c', {
      a: '0/0/1', b: '1/0/0', c: '0/1/0',
    });
    // Both sites in one tally: the same counts as the fleet's.
    m.expect(zones.tally$([barZone, cafe1, cafe2]).pipe(text), '^ 1s !').toBeObservable('a 99ms b 399ms c 199ms d 199ms e', {
      a: '0/0/3', b: '3/0/0', c: '2/1/0', d: '1/2/0', e: '2/1/0',
    });
    m.flush();
    running.unsubscribe();
  }));

  it('takes a volume a bulk run set as the zone’s volume, and holds its state while no view is subscribed', marbles((m) => {
    const fleet = fakeFleet([bar], answering, m.scheduler);
    const volumes = new Subject<ZoneVolume>();
    const zones = createFleet({ ...fleet.deps, volumes$: volumes });
    m.scheduler.schedule(() => volumes.next({ group: barZone, volume: 65 }), 300);
    m.scheduler.schedule(() => volumes.next({ group: 'stranger-1', volume: 10 }), 400);
    // Only the run is subscribed: what the bulk flow reads is there all the same.
    m.expect(zones.run(fleet.deps.createControl), '^ 1s !').toBeObservable('');
    const seen: string[] = [];
    m.scheduler.schedule(() => seen.push(card(zones.get(barZone) as OverviewZone)), 200);
    m.scheduler.schedule(() => seen.push(card(zones.get(barZone) as OverviewZone)), 500);
    m.flush();
    expect(seen).toEqual(['live:1', 'live:1@65']);
    expect(zones.get('stranger-1')).toBeUndefined();
    expect(() => zones.zone$('stranger-1')).toThrow(RangeError);
  }));
});

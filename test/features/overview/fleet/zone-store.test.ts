import { talliesOf, type Tallies } from '../../../../src/features/overview/fleet/attention';
import * as v from 'valibot';
import { reduceFrame } from '../../../../src/features/overview/fleet/overview.streams';
import {
  changeOf,
  groupOf,
  playerOfGroup,
  type OverviewZone,
} from '../../../../src/features/overview/fleet/zones';
import { createZoneStore } from '../../../../src/features/overview/fleet/zone-store';
import { PlayerStatus } from '../../../../src/lib/player/replies';
import { fourZones, liveState as live, player, status } from '../../../support/overview-fakes';

const { bar, shop, shut, mute } = fourZones;

describe('the overview’s zone store (README "Every zone at a glance")', () => {
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

  it('tells whether the zones’ places changed: which zones, their order, their sites, offline or not', () => {
    const store = createZoneStore();
    expect(store.update(all)).toBe(true);
    expect(store.update([bar, moved, shut, mute])).toBe(false); // a new status only
    expect(store.update([moved, bar, shut, mute])).toBe(true);
    expect(store.update([moved, bar, shut])).toBe(true);
    expect(store.update([moved, bar, { ...shut, site: 'East' }])).toBe(true);
    expect(store.update([moved, bar, { ...shut, site: 'East', state: { kind: 'loading' } }])).toBe(true);
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

  it('reads only the zones an overview frame replaced, not the fleet, and passes each of them on', () => {
    const players = Array.from({ length: 6 }, (_, i) => player(`p${i}`, i < 3 ? 'North' : 'South'));
    const zones = reduceFrame([], [{ t: 'players', players }]);
    const store = createZoneStore();
    store.update(zones);
    const timed = { status: v.parse(PlayerStatus, status({ PlayState: 2 })), receivedAt: 3 };
    const [pushed, withHealth] = [groupOf(players[1]!, 1), playerOfGroup(groupOf(players[4]!, 1))];
    const next = reduceFrame(zones, [
      { t: 'status', group: pushed, timed },
      { t: 'health', player: withHealth, health: { StorageUsedPercent: 95 } as never },
    ]);
    // The frame's other zones count each read of their place in the list: the store must not read them.
    let reads = 0;
    const replaced = new Set([1, 4]);
    next.forEach((zone, i) => {
      if (!replaced.has(i)) Object.defineProperty(next, i, { enumerable: true, get: () => (reads++, zone) });
    });
    const passed: string[] = [];
    const subscription = store.changed$.subscribe((list) => passed.push(...list.map((z) => z.group)));
    expect(store.update(next)).toBe(false);
    expect(reads).toBe(0);
    expect(passed).toEqual([pushed, groupOf(players[4]!, 1)]);
    expect(store.get(pushed)?.state.kind).toBe('live');
    subscription.unsubscribe();
  });

  it('passes over the fleet for a list that was not made from the last one', () => {
    const players = Array.from({ length: 3 }, (_, i) => player(`p${i}`, 'North'));
    const zones = reduceFrame([], [{ t: 'players', players }]);
    const next = reduceFrame(zones, [
      {
        t: 'status',
        group: groupOf(players[2]!, 1),
        timed: { status: v.parse(PlayerStatus, status()), receivedAt: 1 },
      },
    ]);
    const store = createZoneStore();
    store.update([...zones]); // a copy: the frame's record names another list
    const passed: string[] = [];
    const subscription = store.changed$.subscribe((list) => passed.push(...list.map((z) => z.group)));
    const changedFirst = [{ ...(next[0] as OverviewZone) }, ...next.slice(1)];
    store.update(changedFirst);
    expect(passed).toEqual([groupOf(players[0]!, 1), groupOf(players[2]!, 1)]);
    subscription.unsubscribe();
  });

  it('keeps what a frame replaced for its own list alone: the list before it forgets its own record', () => {
    const players = Array.from({ length: 3 }, (_, i) => player(`p${i}`, 'North'));
    const timed = { status: v.parse(PlayerStatus, status()), receivedAt: 1 };
    const first = reduceFrame([], [{ t: 'players', players }]);
    const second = reduceFrame(first, [{ t: 'status', group: groupOf(players[0]!, 1), timed }]);
    expect(changeOf(second)?.from).toBe(first);
    const third = reduceFrame(second, [{ t: 'status', group: groupOf(players[1]!, 1), timed }]);
    expect(changeOf(third)).toEqual({ from: second, indices: [1] });
    // Else each list would hold the one before it, and so every list the overview ever made.
    expect(changeOf(second)).toBeUndefined();
  });
});

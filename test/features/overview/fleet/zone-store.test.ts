import { talliesOf, type Tallies } from '../../../../src/features/overview/fleet/attention';
import type { OverviewZone } from '../../../../src/features/overview/fleet/zones';
import { createZoneStore } from '../../../../src/features/overview/fleet/zone-store';
import { fourZones, liveState as live } from '../../../support/overview-fakes';

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
});

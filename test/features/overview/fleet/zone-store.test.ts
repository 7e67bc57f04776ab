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
});

import { BehaviorSubject, NEVER, of } from 'rxjs';
import type { Selection } from '../../../src/lib/selection/selection';
import { createLegacyKeys } from '../../../src/lib/storage/legacy-keys';
import { createZoneService, loadZoneControl } from '../../../src/lib/zone/zone-service';
import { zoneControl$, type ZoneControl } from '../../../src/lib/zone/zone.streams';
import { memoryStores } from '../../support/memory-storage';

const onZone = (index: number): Selection => ({
  player: { name: 'Bar', licenceKey: 'k', macAddress: 'm', zoneCount: 2 },
  zone: { index, name: '', group: `k-m-${index}` },
});

function setup(code?: { zoneControl$: typeof zoneControl$ }) {
  const stores = memoryStores();
  let stops = 0;
  const selection = new BehaviorSubject<Selection | null>(onZone(2));
  const zones = createZoneService(
    {
      hub: {
        joinGroup: () => of({ ackId: 1, duplicated: false }),
        sendToGroup: () => NEVER,
        stop: () => void (stops += 1),
      },
      replies$: NEVER,
      selection: { selection$: selection.asObservable(), nameZone: () => undefined },
      legacy: createLegacyKeys(stores.local, stores.tab),
    },
    code,
  );
  return { ...stores, zones, stops: () => stops };
}

describe('the zone service (one zone control per app, spec §4 Zone selection, Entering the selector)', () => {
  it('gives every subscriber the same control of the selected zone, synchronously when its code is in', () => {
    const s = setup({ zoneControl$ });
    const seen: (ZoneControl | null)[] = [];
    const a = s.zones.control$.subscribe((zone) => seen.push(zone));
    const b = s.zones.control$.subscribe((zone) => seen.push(zone));
    expect(seen.map((zone) => zone?.group)).toEqual(['k-m-2', 'k-m-2']);
    expect(seen[0]).toBe(seen[1]);
    a.unsubscribe();
    b.unsubscribe();
  });

  it('fetches the zone control code when it is not in yet, then answers synchronously', async () => {
    const s = setup();
    await loadZoneControl();
    const seen: (ZoneControl | null)[] = [];
    s.zones.control$.subscribe((zone) => seen.push(zone)).unsubscribe();
    expect(seen.map((zone) => zone?.group)).toEqual(['k-m-2']);
  });

  it("leave() stops the hub connection and clears the original product's channelIndex and nowPlaying", () => {
    const s = setup({ zoneControl$ });
    s.local.set('channelIndex', 2);
    s.local.set('nowPlaying', true);
    s.local.set('currentGroup', 'k-m-2');
    s.zones.leave();
    expect(s.stops()).toBe(1);
    expect(s.local.get('channelIndex')).toBeUndefined();
    expect(s.local.get('nowPlaying')).toBeUndefined();
    expect(s.local.get('currentGroup')).toBe('k-m-2');
  });
});

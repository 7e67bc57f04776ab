import type { KeyValueStore, TabKey } from '../../../src/lib/storage/web-storage';
import { marbles } from 'rxjs-marbles/jest';
import { BehaviorSubject, NEVER, of } from 'rxjs';
import { zoneControl$, type ZoneControl } from '../../../src/lib/zone/zone.streams';
import type { Selection } from '../../../src/lib/selection/selection';
import { createLegacyKeys } from '../../../src/lib/storage/legacy-keys';
import { memoryStore } from '../../support/memory-storage';

const player = { name: 'Bar', licenceKey: 'k', macAddress: 'm', zoneCount: 2 };
const onZone = (index: number): Selection => ({ player, zone: { index, name: '', group: `k-m-${index}` } });

function source(selection: BehaviorSubject<Selection | null>, scheduler: ZoneControlSchedulerArg) {
  const joined: string[] = [];
  return {
    joined,
    deps: {
      hub: {
        joinGroup: (group: string) => (joined.push(group), of({ ackId: 1, duplicated: false })),
        sendToGroup: () => NEVER,
      },
      replies$: NEVER,
      legacy: createLegacyKeys(memoryStore(), memoryStore() as unknown as KeyValueStore<TabKey>),
      selection: { selection$: selection.asObservable(), nameZone: () => undefined },
      scheduler,
    },
  };
}
type ZoneControlSchedulerArg = Parameters<typeof zoneControl$>[0]['scheduler'];

describe('zoneControl$ (the zone control comes from the selection, spec §4 Zone selection)', () => {
  it(
    'creates one control per zone group, and null without a selection',
    marbles((m) => {
      const selection = new BehaviorSubject<Selection | null>(onZone(1));
      m.scheduler.schedule(
        () => selection.next({ ...onZone(1), zone: { ...onZone(1).zone, name: 'Terrace' } }),
        10,
      );
      m.scheduler.schedule(() => selection.next(onZone(2)), 20);
      m.scheduler.schedule(() => selection.next(null), 30);
      const seen: (ZoneControl | null)[] = [];
      const subscription = zoneControl$(source(selection, m.scheduler).deps).subscribe((zone) =>
        seen.push(zone),
      );
      m.flush();
      subscription.unsubscribe();
      expect(seen.map((zone) => zone?.group ?? null)).toEqual(['k-m-1', 'k-m-2', null]); // renaming the zone is no new control
    }),
  );

  it(
    'keeps the same control across a resubscription within the grace (StrictMode, an eager first read)',
    marbles((m) => {
      const selection = new BehaviorSubject<Selection | null>(onZone(1));
      const zone$ = zoneControl$(source(selection, m.scheduler).deps);
      const first: (ZoneControl | null)[] = [];
      zone$.subscribe((zone) => first.push(zone)).unsubscribe();
      const second: (ZoneControl | null)[] = [];
      const subscription = zone$.subscribe((zone) => second.push(zone));
      expect(second[0]).toBe(first[0]);
      subscription.unsubscribe();
      m.scheduler.schedule(() => zone$.subscribe((zone) => second.push(zone)).unsubscribe(), 1_000);
      m.flush();
      expect(second[1]).not.toBe(first[0]); // after the 1 s grace a new subscriber gets a new control
    }),
  );

  it(
    'a control joins its group only when run',
    marbles((m) => {
      const selection = new BehaviorSubject<Selection | null>(onZone(2));
      const { deps, joined } = source(selection, m.scheduler);
      const subscription = zoneControl$(deps).subscribe((zone) => zone?.run$.subscribe());
      m.flush();
      subscription.unsubscribe();
      expect(joined).toEqual(['k-m-2']);
    }),
  );
});

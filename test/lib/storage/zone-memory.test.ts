import { createZoneMemory, ZONE_MEMORY_MAX } from '../../../src/lib/storage/zone-memory';
import { memoryStores } from '../../support/memory-storage';

describe('the overview zone memory (docs/design.md "Every zone at a glance")', () => {
  it('recalls what a save stored, in a later visit', () => {
    const { local } = memoryStores();
    const first = createZoneMemory(local);
    first.remember('p-1', 'Terrace', 1000);
    expect(local.get('zoneMemory')).toBeUndefined(); // nothing written before a save
    first.save();
    expect(createZoneMemory(local).recall('p-1')).toEqual({ name: 'Terrace', heardAt: 1000 });
    expect(createZoneMemory(local).recall('p-2')).toBeUndefined();
  });

  it('keeps the ZONE_MEMORY_MAX most recently heard zones', () => {
    const { local } = memoryStores();
    const memory = createZoneMemory(local);
    for (let i = 0; i <= ZONE_MEMORY_MAX; i++) memory.remember(`p${i}-1`, `Zone ${i}`, i);
    memory.remember('p0-1', 'Zone 0', ZONE_MEMORY_MAX + 1); // heard again: kept
    memory.save();
    const later = createZoneMemory(local);
    expect(later.recall('p0-1')).toEqual({ name: 'Zone 0', heardAt: ZONE_MEMORY_MAX + 1 });
    expect(later.recall('p1-1')).toBeUndefined();
    expect(Object.keys(local.get('zoneMemory') as object)).toHaveLength(ZONE_MEMORY_MAX);
  });

  it('ignores a stored value of another shape, and its malformed entries', () => {
    const { local } = memoryStores();
    local.set('zoneMemory', ['not', 'an', 'object']);
    expect(createZoneMemory(local).recall('0')).toBeUndefined();
    local.set('zoneMemory', { 'p-1': ['Bar', 'yesterday'], 'p-2': ['Cafe', 5] });
    const memory = createZoneMemory(local);
    expect(memory.recall('p-1')).toBeUndefined();
    expect(memory.recall('p-2')).toEqual({ name: 'Cafe', heardAt: 5 });
  });

  it('keeps each zone’s last known play state, and reads an entry stored without one', () => {
    const { local } = memoryStores();
    local.set('zoneMemory', { 'p-1': ['Bar', 5], 'p-3': ['Yard', 5, 'playing'] });
    const memory = createZoneMemory(local);
    memory.remember('p-2', 'Shop', 9, 2);
    memory.save();
    const later = createZoneMemory(local);
    expect(later.recall('p-1')).toEqual({ name: 'Bar', heardAt: 5 });
    expect(later.recall('p-2')).toEqual({ name: 'Shop', heardAt: 9, playState: 2 });
    expect(later.recall('p-3')).toEqual({ name: 'Yard', heardAt: 5 });
  });
});

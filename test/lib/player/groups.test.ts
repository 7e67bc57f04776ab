import {
  GROUP_KEY_LENGTH,
  firstZoneGroup,
  isOnline,
  majorVersion,
  playerKey,
  supportsEnergy,
  zoneGroup,
} from '../../../src/lib/player/groups';

const LICENCE = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';
const MAC = 'AA:BB:CC:DD:EE:0F';

describe('group keys (spec §4 Choosing a player, Zone selection; §9: 54 characters)', () => {
  it('the player key is lower(LicenceKey)-lower(MacAddress), 54 characters', () => {
    const key = playerKey(LICENCE, MAC);
    expect(key).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301-aa:bb:cc:dd:ee:0f');
    expect(key).toHaveLength(GROUP_KEY_LENGTH);
  });

  it('choosing a player stores the key with -1', () =>
    expect(firstZoneGroup(LICENCE, MAC)).toBe(`${playerKey(LICENCE, MAC)}-1`));

  it('a zone takes the first 54 characters of the stored key, -, and its number', () => {
    const stored = firstZoneGroup(LICENCE, MAC);
    expect(zoneGroup(stored, 3)).toBe(`${playerKey(LICENCE, MAC)}-3`);
    expect(zoneGroup(`${stored}2`, 12)).toBe(`${playerKey(LICENCE, MAC)}-12`);
  });
});

describe('version parsing (spec §5: energy needs a major version above 7)', () => {
  it.each<[string | null | undefined, number | undefined, boolean]>([
    ['8.1.0', 8, true],
    ['7.4.2', 7, false],
    ['10', 10, true],
    ['12.0', 12, true],
    ['', undefined, false],
    [null, undefined, false],
    [undefined, undefined, false],
    ['beta.8', undefined, false],
  ])('%p → major %p, energy %p', (version, major, energy) => {
    expect(majorVersion(version)).toBe(major);
    expect(supportsEnergy(version)).toBe(energy);
  });
});

describe('online players (spec §3 ConnectivityStatus)', () => {
  it('only ConnectivityStatus "Online" is online', () => {
    expect(isOnline({ ConnectivityStatus: 'Online' })).toBe(true);
    expect(isOnline({ ConnectivityStatus: 'Offline' })).toBe(false);
    expect(isOnline({ ConnectivityStatus: '' })).toBe(false);
  });
});

import { marbles } from 'rxjs-marbles/jest';
import {
  createSelectionService,
  parseSelection,
  type PlayerChoice,
} from '../../../src/lib/selection/selection';
import { createStore, type TabKey } from '../../../src/lib/storage/web-storage';
import { memoryStorage, memoryStore } from '../../support/memory-storage';

/** A tab's store. */
const newTabStore = () => createStore<TabKey>(memoryStorage());

// Real keys: a GUID licence key and a MAC address, 54 characters together with the hyphen (spec §9).
const COUNTER: PlayerChoice = {
  name: 'Counter',
  licenceKey: '0A1B2C3D-0000-4000-8000-00000000000A',
  macAddress: '00:1A:2B:3C:4D:5E',
  zoneCount: 1,
};
const GYM: PlayerChoice = {
  name: 'Gym',
  licenceKey: '0A1B2C3D-0000-4000-8000-00000000000B',
  macAddress: '00:1A:2B:3C:4D:5F',
  zoneCount: 3,
};
const COUNTER_KEY = '0a1b2c3d-0000-4000-8000-00000000000a-00:1a:2b:3c:4d:5e';
const GYM_KEY = '0a1b2c3d-0000-4000-8000-00000000000b-00:1a:2b:3c:4d:5f';

/** One browser: a shared local store, and a tab store per tab. */
function browser(userId = 'user-1') {
  const local = memoryStore();
  local.set('userId', userId);
  return { local, tab: () => createSelectionService({ local, tabStore: newTabStore() }) };
}

describe('selection (spec §4 Choosing an online player, Zone selection)', () => {
  it('choosing a player selects its first zone and writes the spec keys', () => {
    const { local } = browser();
    const tabStore = newTabStore();
    const selection = createSelectionService({ local, tabStore });
    const chosen = selection.choosePlayer(COUNTER);
    expect(chosen).toEqual({ player: COUNTER, zone: { index: 1, name: '', group: `${COUNTER_KEY}-1` } });
    expect(local.get('currentGroup')).toBe(`${COUNTER_KEY}-1`);
    expect(local.get('channelIndex')).toBe(1);
    expect(tabStore.get('playerName')).toBe('Counter');
  });

  it('choosing a zone keeps the player and takes the group of that zone', () => {
    const selection = browser().tab();
    selection.choosePlayer(GYM);
    expect(selection.chooseZone(3, 'Cardio').zone).toEqual({
      index: 3,
      name: 'Cardio',
      group: `${GYM_KEY}-3`,
    });
    expect(selection.current()?.player).toEqual(GYM);
  });

  it('a zone cannot be chosen before its player', () => {
    expect(() => browser().tab().chooseZone(2, 'Terrace')).toThrow('A zone was chosen before its player.');
  });

  it("a tab never adopts another tab's choice, and a reload restores its own", () => {
    const { local } = browser();
    const sessionA = newTabStore();
    const tabA = createSelectionService({ local, tabStore: sessionA });
    tabA.choosePlayer(COUNTER);
    const tabB = createSelectionService({ local, tabStore: newTabStore() });
    tabB.choosePlayer(GYM);
    expect(tabA.current()?.player).toEqual(COUNTER);
    const reloadedA = createSelectionService({ local, tabStore: sessionA });
    expect(reloadedA.current()?.player).toEqual(COUNTER);
    expect(local.get('currentGroup')).toBe(`${COUNTER_KEY}-1`); // the reload wrote its own group back
  });

  it('a new tab starts from the last choice made in the browser, name included', () => {
    const { tab } = browser();
    tab().choosePlayer(COUNTER);
    const last = tab();
    last.choosePlayer(GYM);
    last.chooseZone(2, 'Weights');
    expect(tab().current()).toEqual({
      player: GYM,
      zone: { index: 2, name: 'Weights', group: `${GYM_KEY}-2` },
    });
  });

  it("another user's selection is never inherited: not at start, not after signing in", () => {
    const { local, tab } = browser('user-1');
    const tabStore = newTabStore();
    createSelectionService({ local, tabStore }).choosePlayer(COUNTER);
    local.set('userId', 'user-2');
    expect(tab().current()).toBeNull();
    const same = createSelectionService({ local, tabStore });
    expect(same.current()).toBeNull();
    local.set('userId', 'user-1');
    const again = createSelectionService({ local, tabStore });
    expect(again.current()?.player).toEqual(COUNTER);
    again.keepFor('user-2');
    expect(again.current()).toBeNull();
    expect(local.get('lastSelection')).toBeUndefined();
  });

  it('a tab opened signed out holds its selection until sign-in tells whose it is', () => {
    const { local } = browser('user-1');
    const tabStore = newTabStore();
    createSelectionService({ local, tabStore }).choosePlayer(COUNTER);
    local.remove('userId'); // signed out
    const reopened = createSelectionService({ local, tabStore });
    expect(reopened.current()?.player).toEqual(COUNTER);
    local.set('userId', 'user-1');
    reopened.keepFor('user-1');
    expect(reopened.current()?.player).toEqual(COUNTER);
    local.remove('userId');
    const other = createSelectionService({ local, tabStore });
    local.set('userId', 'user-2');
    other.keepFor('user-2');
    expect(other.current()).toBeNull();
  });

  it('keepFor the same user keeps the tab selection for a deep link after sign-in', () => {
    const selection = browser('user-1').tab();
    selection.choosePlayer(COUNTER);
    selection.keepFor('user-1');
    expect(selection.current()?.player).toEqual(COUNTER);
  });

  it('nameZone records the name the player reports, once per change', () => {
    const { local, tab } = browser();
    const selection = tab();
    selection.nameZone('ignored: nothing chosen');
    expect(selection.current()).toBeNull();
    selection.choosePlayer(COUNTER);
    selection.nameZone('Shop floor');
    expect(selection.current()?.zone.name).toBe('Shop floor');
    expect(local.get('zoneName')).toBe('Shop floor');
  });

  it(
    'selection$ replays the current value and emits each change once',
    marbles((m) => {
      const selection = browser().tab();
      const seen: (string | null)[] = [];
      const subscription = selection.selection$.subscribe((s) =>
        seen.push(s ? `${s.player.name}/${s.zone.index}` : null),
      );
      selection.choosePlayer(GYM);
      selection.nameZone('Floor');
      selection.nameZone('Floor');
      selection.chooseZone(2, 'Weights');
      selection.clear();
      subscription.unsubscribe();
      m.expect(selection.selection$.pipe()).toBeObservable('n', { n: null });
      expect(seen).toEqual([null, 'Gym/1', 'Gym/1', 'Gym/2', null]);
    }),
  );

  it.each([
    ['not an object', 'Counter'],
    [
      'no licence key',
      { player: { ...COUNTER, licenceKey: '' }, zone: { index: 1, name: '', group: 'g-1' } },
    ],
    ['zone index 0', { player: COUNTER, zone: { index: 0, name: '', group: 'g-1' } }],
    ['no group', { player: COUNTER, zone: { index: 1, name: '' } }],
  ])('a stored value that is %s reads as no selection', (_case, value) => {
    expect(parseSelection(value)).toBeNull();
  });
});

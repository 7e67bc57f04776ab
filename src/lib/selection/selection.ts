import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import { isJsonObject } from '../json/json-object';
import { firstZoneGroup, zoneGroup } from '../player/groups';
import { createLegacyKeys, type LegacyKeys } from '../storage/legacy-keys';
import type { KeyValueStore, LocalKey, TabKey } from '../storage/web-storage';

/** The player a tab controls (spec §3 Player list item). */
export interface PlayerChoice {
  readonly name: string;
  readonly licenceKey: string;
  readonly macAddress: string;
  /** NoOfChannels: how many zones the player has. */
  readonly zoneCount: number;
}

/** The zone of that player (spec §4 Zone selection): `index` is the 1-based ChannelIndex, `group` its hub group. */
export interface ZoneChoice {
  readonly index: number;
  /** The zone's name as last seen (channel list or player status); '' until known. */
  readonly name: string;
  readonly group: string;
}

/** What one tab controls: a player and one of its zones. */
export interface Selection {
  readonly player: PlayerChoice;
  readonly zone: ZoneChoice;
}

/**
 * The player and zone a tab controls, as observable state (spec §4 "Choosing an online player", "Zone
 * selection"). Each tab keeps its own selection in its tab store, so a reload restores it and another tab's
 * choice never changes it; what the header names and where commands go both come from `selection$`.
 * The spec's keys (`currentGroup`, `channelIndex`, `zoneName` in local storage, `playerName` in the tab
 * store) are still written for compatibility, never read. A tab without a selection of its own starts from
 * the last one chosen in the browser (local `lastSelection`). A selection belongs to the user who made it
 * (`userId`): another user signing in never inherits it.
 */
export interface SelectionService {
  /** The current selection (replays it at once); null when the tab has none. */
  readonly selection$: Observable<Selection | null>;
  /** The current selection, synchronously. */
  current(): Selection | null;
  /** Chooses a player, on its first zone (group `…-1`), and returns the new selection. */
  choosePlayer(player: PlayerChoice): Selection;
  /**
   * Chooses zone `index` (1-based) of the current player, named `name`. Throws `Error` when no player is
   * chosen (a zone cannot be chosen before its player).
   */
  chooseZone(index: number, name: string): Selection;
  /** Records the zone's name as the player reports it (status `Name`); ignored when unchanged or nothing is chosen. */
  nameZone(name: string): void;
  /**
   * After a sign-in: keeps this tab's selection (and the browser's last choice) only when they belong to
   * `userId`, so a deep link opened before signing in still finds its player; otherwise forgets them.
   */
  keepFor(userId: string | undefined): void;
  /** Forgets this tab's selection; the browser's last choice stays for new tabs of the same user. */
  clear(): void;
}

/** The stores the selection lives in. */
export interface SelectionDeps {
  readonly local: KeyValueStore<LocalKey>;
  readonly tabStore: KeyValueStore<TabKey>;
  /** Where the original product's selection keys are mirrored (spec §3); defaults to the same two stores. */
  readonly legacy?: Pick<LegacyKeys, 'selected'>;
}

/** Creates the selection service of one tab (see {@link SelectionService}). */
export function createSelectionService({
  local,
  tabStore,
  legacy = createLegacyKeys(local, tabStore),
}: SelectionDeps): SelectionService {
  const userId = () => local.get<string>('userId');
  // Signed out, nobody can be told apart yet: a stored selection is held until `keepFor` decides after sign-in.
  const usable = (stored: StoredSelection | null) =>
    stored && (userId() === undefined || stored.owner === userId()) ? stored : null;
  const initial =
    usable(parseStoredSelection(tabStore.get('selection'))) ??
    usable(parseStoredSelection(local.get('lastSelection')));
  let owner = initial?.owner ?? '';
  const state = new BehaviorSubject<Selection | null>(initial?.selection ?? null);
  if (initial) write(initial.selection);

  function write(selection: Selection): void {
    owner = userId() ?? owner;
    const stored: StoredSelection = { owner, selection };
    tabStore.set('selection', stored);
    local.set('lastSelection', stored);
    legacy.selected(selection);
  }

  function clear(): void {
    tabStore.remove('selection');
    state.next(null);
  }

  function set(selection: Selection): Selection {
    write(selection);
    state.next(selection);
    return selection;
  }

  return {
    selection$: state.pipe(distinctUntilChanged()),
    current: () => state.getValue(),
    choosePlayer(player) {
      const group = firstZoneGroup(player.licenceKey, player.macAddress);
      return set({ player, zone: { index: 1, name: '', group } });
    },
    chooseZone(index, name) {
      const current = state.getValue();
      if (!current) throw new Error('A zone was chosen before its player.');
      return set({
        player: current.player,
        zone: { index, name, group: zoneGroup(current.zone.group, index) },
      });
    },
    nameZone(name) {
      const current = state.getValue();
      if (!current || !name || current.zone.name === name) return;
      set({ ...current, zone: { ...current.zone, name } });
    },
    keepFor(id) {
      const mine = (key: unknown) => parseStoredSelection(key)?.owner === id;
      if (!mine(local.get('lastSelection'))) local.remove('lastSelection');
      const current = state.getValue();
      if (current && mine(tabStore.get('selection'))) write(current);
      else clear();
    },
    clear,
  };
}

/** A selection as stored: with the user it belongs to. */
interface StoredSelection {
  readonly owner: string;
  readonly selection: Selection;
}

/** A stored selection with its owner; anything else (missing, old format, tampered) is null. */
function parseStoredSelection(value: unknown): StoredSelection | null {
  if (!isJsonObject(value) || typeof value['owner'] !== 'string') return null;
  const selection = parseSelection(value['selection']);
  return selection ? { owner: value['owner'], selection } : null;
}

/** A selection, checked field by field; anything else (missing, old format, tampered) is null. */
export function parseSelection(value: unknown): Selection | null {
  if (!isJsonObject(value) || !isJsonObject(value['player']) || !isJsonObject(value['zone'])) return null;
  const { name, licenceKey, macAddress, zoneCount } = value['player'];
  const { index, name: zoneName, group } = value['zone'];
  const valid =
    typeof name === 'string' &&
    typeof licenceKey === 'string' &&
    licenceKey !== '' &&
    typeof macAddress === 'string' &&
    isCount(zoneCount) &&
    isCount(index) &&
    typeof zoneName === 'string' &&
    typeof group === 'string' &&
    group !== '';
  return valid
    ? { player: { name, licenceKey, macAddress, zoneCount }, zone: { index, name: zoneName, group } }
    : null;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/**
 * Web storage facade compatible with the original product's ngx-webstorage layout (spec §3):
 * keys are `ngx-webstorage|<lower-case key>` and values are JSON. Existing users keep their settings.
 */

/**
 * Local storage keys of spec §3, plus `inactive`: set by the idle logout (spec §4 "Idle") so the
 * login screen can say why the user was signed out (it survives the logout on purpose), and
 * `lastSelection`: the player and zone last chosen in the browser, for new tabs (src/lib/selection), and
 * `lastArtwork`: the cover the now-playing screen last showed in the browser, which index.html's hint
 * preloads when a new tab opens that screen (docs/design.md "What loads when"), and `lastStatus`: the zones' last
 * known statuses seen in the browser, which a new tab's player screen shows until the live one arrives
 * (src/lib/storage/last-known-status.ts), `zoneMemory`: the overview's last known zone names and when they
 * were last heard (src/lib/storage/zone-memory.ts), and `lastPlayers`: the account's player list as it last
 * loaded, which the player selector shows when it opens without a network (src/lib/storage/last-known-players.ts).
 */
export type LocalKey =
  | 'language'
  | 'claims'
  | 'userId'
  | 'canImpersonate'
  | 'clientTypeId'
  | 'accessToken'
  | 'refreshToken'
  | 'email'
  | 'rememberedEmail'
  | 'rememberMe'
  | 'hasImpersonated'
  | 'impersonatedEmail'
  | 'currentGroup'
  | 'channelIndex'
  | 'nowPlaying'
  | 'playlistName'
  | 'zoneName'
  | 'inactive'
  | 'lastSelection'
  | 'lastArtwork'
  | 'lastStatus'
  | 'zoneMemory'
  | 'lastPlayers'
  | 'alerts';

/**
 * Tab store keys of spec §3 (its sessionStorage keys), plus `notice`: the id of a text the login screen shows once
 * after a page reload (the reset-password success of spec §4 "Password flows"); `selection`: the
 * player and zone this tab controls (src/lib/selection); `returnTo`: the app path a signed-out visit
 * asked for, opened after sign-in; `artwork`: the address of the cover the now-playing screen last
 * showed, which index.html's hint preloads on a reload of that screen (docs/design.md "What loads when");
 * `lastStatus`: the zones' last known statuses this tab saw (src/lib/storage/last-known-status.ts).
 */
export type TabKey =
  'playerName' | 'logo' | 'notice' | 'selection' | 'returnTo' | 'artwork' | 'lastStatus' | 'overview';

/** Prefix of every key, as ngx-webstorage writes it. */
export const STORAGE_PREFIX = 'ngx-webstorage';
/** Separator between the prefix and the key. */
export const STORAGE_SEPARATOR = '|';

/** The raw key under which `key` is stored: `ngx-webstorage|accesstoken`. */
export function storageKey(key: string): string {
  return `${STORAGE_PREFIX}${STORAGE_SEPARATOR}${key.toLowerCase()}`;
}

/** A typed view over one `Storage` area; unreadable values read as `undefined`, never throw. */
export interface KeyValueStore<K extends string> {
  get<T = unknown>(key: K): T | undefined;
  set(key: K, value: unknown): void;
  remove(key: K): void;
}

/** Wraps a `Storage` (localStorage, sessionStorage or a fake) with the ngx-webstorage key format. */
export function createStore<K extends string>(area: Storage | undefined): KeyValueStore<K> {
  return {
    get<T>(key: K): T | undefined {
      const raw = safe(() => area?.getItem(storageKey(key)));
      if (raw == null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return raw as unknown as T;
      }
    },
    set(key, value) {
      if (value === undefined) {
        safe(() => area?.removeItem(storageKey(key)));
        return;
      }
      safe(() => area?.setItem(storageKey(key), JSON.stringify(value)));
    },
    remove(key) {
      safe(() => area?.removeItem(storageKey(key)));
    },
  };
}

function safe<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined; // storage disabled (private mode, quota): behave as empty
  }
}

/** The app's local storage (spec §3 local keys). */
export const localStore = createStore<LocalKey>(globalThis.localStorage);
/** The tab store: the page's sessionStorage (spec §3 keys). */
export const tabStore = createStore<TabKey>(globalThis.sessionStorage);

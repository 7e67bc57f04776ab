import type { KeyValueStore, LocalKey, TabKey } from './web-storage';

/**
 * The cover the now-playing screen shows, remembered for index.html's preload hint (README "What loads
 * when"): the tab's `artwork` for a reload of that screen, the browser's `lastArtwork` for a new tab.
 */
export interface ArtworkHint {
  /** Remembers the address of the cover on screen (an absolute or base-relative URL). */
  remember(address: string): void;
}

/** The artwork hint over the browser-wide store and the tab's store. */
export function createArtworkHint(local: KeyValueStore<LocalKey>, tab: KeyValueStore<TabKey>): ArtworkHint {
  return {
    remember(address) {
      tab.set('artwork', address);
      local.set('lastArtwork', address);
    },
  };
}

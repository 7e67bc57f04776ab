import type { KeyValueStore, LocalKey, TabKey } from './web-storage';

/**
 * The original product's storage keys that the app writes and never reads (spec §3 storage keys):
 * `currentGroup`, `channelIndex`, `zoneName`, `nowPlaying`, `playlistName` in local storage and
 * `playerName` in the tab's storage. They are kept because spec §3 names them as the storage layout,
 * and pages of the service's own website on the same origin read them (which zone, playing or not;
 * docs/architecture.md "One owner for the sign-in, one zone control per app"). This module is the only
 * place they are written.
 */
export interface LegacyKeys {
  /** The chosen player and zone (spec §4 "Choosing an online player", "Zone selection"). */
  selected(choice: {
    readonly player: { readonly name: string };
    readonly zone: { readonly group: string; readonly index: number; readonly name: string };
  }): void;
  /** The play state: true for playing (state 1), false for paused (spec §4 Play state). */
  playing(playing: boolean): void;
  /** The zone's current playlist's name, as the player reports it. */
  playlist(name: string): void;
  /** Entering the selector clears `channelIndex` and `nowPlaying` (spec §4 "Entering the selector"). */
  leftZone(): void;
}

/** The legacy keys over the browser-wide store and the tab's store. */
export function createLegacyKeys(local: KeyValueStore<LocalKey>, tab: KeyValueStore<TabKey>): LegacyKeys {
  return {
    selected({ player, zone }) {
      local.set('currentGroup', zone.group);
      local.set('channelIndex', zone.index);
      if (zone.name) local.set('zoneName', zone.name);
      else local.remove('zoneName');
      tab.set('playerName', player.name);
    },
    playing: (playing) => local.set('nowPlaying', playing),
    playlist: (name) => local.set('playlistName', name),
    leftZone() {
      local.remove('channelIndex');
      local.remove('nowPlaying');
    },
  };
}

import type { PlayerListItem } from '../api/schemas';
import type { KeyValueStore, LocalKey } from './web-storage';

/**
 * The account's player list as it last loaded (docs/architecture.md §11): what the player selector shows,
 * marked as last known, when it opens without a network. In the local store (`lastPlayers`), so a new
 * window of the installed app has it; cleared on logout with the other sign-in keys (src/lib/session/session.ts).
 */
export interface LastKnownPlayers {
  /** The list last stored, or null when there is none or it is malformed. */
  recall(): readonly PlayerListItem[] | null;
  /** Stores `players` (as the API gave them) as the last known list. */
  remember(players: readonly PlayerListItem[]): void;
}

/** A stored player as far as the selector needs it to show and open its card. */
function isPlayer(value: unknown): value is PlayerListItem {
  const p = value as Partial<Record<keyof PlayerListItem, unknown>> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.LicenceKey === 'string' &&
    typeof p.MacAddress === 'string' &&
    typeof p.PlayerName === 'string' &&
    typeof p.NoOfChannels === 'number'
  );
}

/** The last known player list over the browser-wide store. */
export function createLastKnownPlayers(local: KeyValueStore<LocalKey>): LastKnownPlayers {
  return {
    recall() {
      const value = local.get('lastPlayers');
      return Array.isArray(value) && value.every(isPlayer) ? value : null;
    },
    remember(players) {
      local.set('lastPlayers', players);
    },
  };
}

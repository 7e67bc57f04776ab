import { createContext, useContext } from 'react';

/**
 * True while the overview shows the zones as last known because this device is offline (the overview
 * opened without a network): their states are then not known, and no zone is shown as "Player
 * offline" for the device's own lack of a connection (docs/design.md "Honest about the connection"). Set by the
 * overview's screen, read by its cards, map and tallies.
 */
export const LastKnownContext = createContext(false);

/** Whether the overview shows the zones as last known ({@link LastKnownContext}). */
export const useLastKnown = (): boolean => useContext(LastKnownContext);

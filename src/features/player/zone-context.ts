import { createContext, useContext } from 'react';
import type { ZoneSession } from './streams/zone.streams';

/** The zone session of the player area, shared by the player screens. */
export const ZoneContext = createContext<ZoneSession | null>(null);

/** The current zone session; throws outside the player area. */
export function useZone(): ZoneSession {
  const zone = useContext(ZoneContext);
  if (!zone) throw new Error('useZone must be used inside the player area');
  return zone;
}

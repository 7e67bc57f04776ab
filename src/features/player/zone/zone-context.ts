import { createContext, useContext } from 'react';
import type { ZoneControl } from '../../../lib/zone/zone.streams';

/** The zone control of the player area, shared by the player screens. */
export const ZoneContext = createContext<ZoneControl | null>(null);

/** The current zone control; throws outside the player area. */
export function useZone(): ZoneControl {
  const zone = useContext(ZoneContext);
  if (!zone) throw new Error('useZone must be used inside the player area');
  return zone;
}

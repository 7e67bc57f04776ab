import { createContext, useContext } from 'react';
import type { OverlayInfo } from './overlay.streams';

/** What the overlay bar last told its parent; undefined until the first status arrives. */
export const OverlayInfoContext = createContext<OverlayInfo | undefined>(undefined);

/** The overlay info of the current sub-screen (spec §2: permission, playlist name, now-playing title). */
export function useOverlayInfo(): OverlayInfo | undefined {
  return useContext(OverlayInfoContext);
}

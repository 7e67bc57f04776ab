import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Page } from '../../../ui/page';
import { OverlayInfoContext } from '../frame/overlay-context';
import type { OverlayInfo } from '../frame/overlay.streams';
import { OVERLAY_HEIGHT, OverlayBar } from './overlay-bar';
import { PlayerHeader } from '../frame/player-header';

const Body = styled(Page)`
  padding-bottom: ${OVERLAY_HEIGHT + 24}px;
  width: 100%;
`;

/**
 * Frame of every player sub-screen (spec §2): the player header (zone name, back, menu), the screen, and
 * the overlay bar, whose info (permission, playlist, now playing) is handed to the screen by context.
 * `volume` false leaves the bar's compact volume out, for a screen that has its own slider (Settings):
 * one volume control per screen.
 */
export function SubScreen({ children, volume = true }: { children: ReactNode; volume?: boolean }) {
  const [info, setInfo] = useState<OverlayInfo | undefined>(undefined);
  return (
    <OverlayInfoContext.Provider value={info}>
      <PlayerHeader page="sub" />
      <Body>{children}</Body>
      <OverlayBar onInfo={setInfo} volume={volume} />
    </OverlayInfoContext.Provider>
  );
}

import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../../ui/icon';
import { iconMusicNote } from '../../../ui/icons/paths';

const Frame = styled.div<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  max-width: 100%;
  /* Its size never gives way to a long title beside it (the mini-player). */
  flex: none;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.muted};
  display: grid;
  place-items: center;
  overflow: hidden;
  position: relative;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * Track artwork; the image hides itself on a load error, leaving a music-note placeholder (none with
 * `note` false: the empty frame of a skeleton). `children` lie over the picture (absolutely placed by the
 * caller), so they come and go without moving anything.
 */
export function Artwork({
  src,
  size = 240,
  note = true,
  children,
}: {
  src: string | undefined;
  size?: number;
  note?: boolean;
  children?: ReactNode;
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <Frame $size={size}>
      {src && failed !== src ? (
        <img src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        note && <Icon path={iconMusicNote} size={size / 3} />
      )}
      {children}
    </Frame>
  );
}

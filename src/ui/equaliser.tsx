import styled, { css, keyframes } from 'styled-components';

const bounce = keyframes`
  0%, 100% { transform: scaleY(0.3); }
  50% { transform: scaleY(1); }
`;

const Bars = styled.span<{ $animated: boolean }>`
  display: inline-flex;
  align-items: flex-end;
  gap: 3px;
  width: 44px;
  height: 44px;
  padding: 10px;
  color: ${({ theme }) => theme.color.primary};
  span {
    flex: 1;
    height: 100%;
    background: currentColor;
    border-radius: 2px;
    transform-origin: bottom;
    transform: scaleY(0.6);
    ${({ $animated }) =>
      $animated &&
      css`
        animation: ${bounce} 0.9s ease-in-out infinite;
      `}
  }
  span:nth-child(2) {
    animation-delay: -0.3s;
    transform: scaleY(0.9);
  }
  span:nth-child(3) {
    animation-delay: -0.6s;
    transform: scaleY(0.45);
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/**
 * The equaliser shown instead of a play button on the playing item (spec §2 Playlists, Current playlist,
 * Messages). Animated while `playing`; still bars when paused or when the user prefers reduced motion.
 * `label` names it for assistive technology (role img).
 */
export function Equaliser({ playing, label }: { playing: boolean; label: string }) {
  return (
    <Bars $animated={playing} role="img" aria-label={label} data-testid="equaliser" data-playing={playing}>
      <span />
      <span />
      <span />
    </Bars>
  );
}

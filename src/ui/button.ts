import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The busy look of a control waiting for the player (`aria-busy="true"`): a ring turning around it
 * (still when the user prefers reduced motion) and a progress cursor; it stays operable and focusable.
 */
const busyRing = css`
  &[aria-busy='true'] {
    position: relative;
    cursor: progress;
  }
  &[aria-busy='true']::after {
    content: '';
    position: absolute;
    inset: -3px;
    border-radius: inherit;
    border: 3px solid transparent;
    border-top-color: ${({ theme }) => theme.color.primary};
    border-right-color: ${({ theme }) => theme.color.primary};
    animation: ${spin} 0.8s linear infinite;
    pointer-events: none;
  }
`;

/** Primary and secondary buttons; `$variant` picks the style. At least 44 px tall (WCAG 2.2 target size). */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  min-height: ${({ theme }) => theme.target};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
        `
      : $variant === 'secondary'
        ? css`
            background: transparent;
            color: ${theme.color.primary};
            border-color: ${theme.color.primary};
          `
        : css`
            background: transparent;
            color: ${theme.color.text};
          `}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${busyRing}
`;

/** A round icon-only button; it must get an `aria-label`. */
export const IconButton = styled.button<{ $size?: number; $filled?: boolean }>`
  width: ${({ $size = 44 }) => $size}px;
  height: ${({ $size = 44 }) => $size}px;
  border-radius: 50%;
  border: none;
  display: inline-grid;
  place-items: center;
  cursor: pointer;
  background: ${({ $filled, theme }) => ($filled ? theme.color.primary : 'transparent')};
  color: ${({ $filled, theme }) => ($filled ? theme.color.onPrimary : theme.color.text)};
  &:hover:not(:disabled) {
    background: ${({ $filled, theme }) => ($filled ? theme.color.primary : theme.color.surfaceAlt)};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${busyRing}
`;

import type { ComponentProps } from 'react';
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

/** A raised surface. */
export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
`;

/** The heading of a {@link Card}: its icon and title on one line, flush with the card's top. */
export const CardTitle = styled.h2`
  margin-top: 0;
  display: flex;
  gap: 8px;
  align-items: center;
`;

/** The slow pulse of a loading placeholder. */
export const shimmer = keyframes`from { opacity: 1 } 50% { opacity: 0.55 } to { opacity: 1 }`;

/** A loading placeholder block of the given size. */
export const Skeleton = styled.div<{ $w?: string; $h?: string }>`
  width: ${({ $w = '100%' }) => $w};
  height: ${({ $h = '1em' }) => $h};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** Labelled text input row. */
export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  input[type='text'],
  input[type='email'],
  input[type='password'],
  input[type='search'] {
    min-height: ${({ theme }) => theme.target};
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    width: 100%;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/** Validation message under a field. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Page body: centred column with comfortable padding; never wider than the viewport. */
export const Page = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The card grid of the paged lists. Its columns follow the window as the page sizes do (spec §9: 9,
 * 18 or 27 above 1200 px, else 10, 20 or 30): three columns above 1200 px, two from 640 px, one below,
 * so a full page never leaves a card alone on its last row. Cards in a row share its height.
 */
export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  & > li {
    display: grid;
  }
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.wide + 1}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/**
 * Clamps a long name to `lines` lines with an ellipsis (the full text stays in the DOM for assistive
 * technology, and in a `title` where the caller sets one); words too long for a line break anywhere.
 */
export const clamp = (lines = 2) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: clamp(1.45rem, 1.1rem + 1.6vw, 2rem);
  line-height: 1.25;
  ${clamp(2)}
`;

/**
 * A screen's heading: never more than two lines, however long the player, zone or playlist name in
 * it; a text heading also carries its full text as a tooltip.
 */
export function ScreenTitle({ children, ...rest }: ComponentProps<typeof Heading>) {
  return (
    <Heading title={typeof children === 'string' ? children : undefined} {...rest}>
      {children}
    </Heading>
  );
}

/**
 * An input with a button inside its right end (the password eye): the button sits in the field's
 * padding, so the two read as one control; it keeps a 40 px target.
 */
export const InputWithButton = styled.div`
  position: relative;
  display: flex;
  input[type] {
    flex: 1;
    min-width: 0;
    padding-inline-end: 52px;
  }
  & > button {
    position: absolute;
    inset-inline-end: 2px;
    top: 50%;
    transform: translateY(-50%);
    width: 40px;
    min-height: 40px;
    padding: 0;
    border-radius: 50%;
    color: ${({ theme }) => theme.color.muted};
  }
  & > button[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primary};
  }
`;

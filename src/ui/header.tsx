import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Skeleton } from './skeleton';
import { Button } from './button';

/**
 * The header's height in CSS px as its one row lays out (a touch target, the padding around it and the
 * border under it): what sits under it, such as the connection banner, starts there.
 */
export const HEADER_HEIGHT_PX = 61;

/**
 * Top bar: start slot (back button, logo), title, end slot (language, menu). Always one row: from 320 px
 * the end slot's buttons show their icons only (their labels stay for assistive technology) and the
 * title shrinks with an ellipsis. It sticks to the top while the screen scrolls, so Back and Menu stay
 * at hand on a long list.
 */
export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  min-height: 60px;
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  }
`;

/** The end slot: its controls side by side, never wrapping. */
const End = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A button of the header: a round 44 px icon button on a phone, icon and text from 600 px. */
export const HeaderButton = styled(Button)`
  flex: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    width: ${({ theme }) => theme.target};
    padding: 0;
  }
`;

/**
 * A header button that keeps its text on a phone (a way in that an icon alone would not name). There
 * it is tighter and its text may take two short lines, so a long translation leaves the logo its room.
 */
export const LabelledHeaderButton = styled(Button)`
  flex: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    padding: 0 ${({ theme }) => theme.space.sm};
    gap: ${({ theme }) => theme.space.xs};
    max-width: 9em;
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.15;
    text-align: start;
  }
`;

/** Rules that keep an element for assistive technology only below the narrow breakpoint (shown above it). */
export const hiddenWhenNarrow = css`
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** A header button's text: shown from 600 px, for assistive technology only below (the icon shows). */
export const HeaderLabel = styled.span`
  ${hiddenWhenNarrow}
`;

const Title = styled.div`
  flex: 1;
  min-width: 0;
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Header with `start`, a title and `end`. */
export function Header({ start, title, end }: { start?: ReactNode; title?: ReactNode; end?: ReactNode }) {
  return (
    <HeaderBar>
      {start}
      <Title>{title}</Title>
      {end && <End>{end}</End>}
    </HeaderBar>
  );
}

/** Height of the brand logo in the header, px. */
export const LOGO_HEIGHT = 36;
/** Width of the brand logo in the header, px: every brand's logo is drawn 200 × 44, scaled to {@link LOGO_HEIGHT}. */
export const LOGO_WIDTH = Math.round((LOGO_HEIGHT * 200) / 44);

/** The brand logo for a clientTypeId (spec §9: 1 and default, 2, 18), at its fixed size so nothing moves as it loads. */
export function Logo({ src, alt }: { src: string; alt: string }) {
  return <LogoImage src={src} alt={alt} height={LOGO_HEIGHT} width={LOGO_WIDTH} />;
}

/** The logo's box: its fixed size, narrower on a phone, shrinking before the header's controls do. */
const logoBox = css`
  display: block;
  width: ${LOGO_WIDTH}px;
  height: ${LOGO_HEIGHT}px;
  max-width: 160px;
  min-width: 0;
  flex: 0 1 auto;
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    max-width: 128px;
  }
`;

const LogoImage = styled.img`
  ${logoBox}
  object-fit: contain;
  object-position: left center;
`;

/** The logo's placeholder while it waits (spec §2 Headers): the logo's own box, so nothing moves when it comes. */
export const LogoSkeleton = styled(Skeleton)`
  ${logoBox}
`;

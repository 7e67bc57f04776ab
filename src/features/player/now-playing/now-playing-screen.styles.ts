import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { clamp } from '../../../ui/clamp';
import { shimmer, Skeleton } from '../../../ui/skeleton';

/* The now-playing screen's layout and type: the card, the artwork cell, the details and the pills. */

/** Width from which the now-playing card puts the artwork beside the details (desktop layout). */
const WIDE = '@media (min-width: 900px)';

export const Layout = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  max-width: 560px;
  width: 100%;
  margin: 0 auto;
  ${WIDE} {
    max-width: 980px;
    grid-template-columns: minmax(0, 380px) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** The artwork cell: under the zone and player name on narrow screens, the left column on wide ones. */
export const ArtCell = styled.div`
  width: 100%;
  display: grid;
  place-items: center;
  ${WIDE} {
    & > div {
      width: 100%;
    }
  }
`;

/**
 * The details: on narrow screens its children join the card's single column (the zone and player name
 * above the artwork); on wide screens it is the right column.
 */
export const Info = styled.div`
  display: contents;
  & > .lead {
    order: -1;
  }
  ${WIDE} {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    justify-items: center;
    width: 100%;
    min-width: 0;
    & > .lead {
      order: 0;
    }
  }
`;

/** The most lines a title takes (longer ones end in an ellipsis), and their line height (em). */
const TITLE_LINES = 2;
const TITLE_LINE_HEIGHT = 1.25;
/** The line height (em) of a details line, as the app's text has it (src/ui/global-style.ts). */
const LINE_HEIGHT = 1.45;

/** The track's title; `data-placeholder` while no status (live or last known) has a track. */
export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${TITLE_LINE_HEIGHT};
  ${clamp(TITLE_LINES)}
  /*
   * Room for the longest title from the start, and the whole width (the text centred in it), so neither
   * it nor anything below moves when the title arrives or changes.
   */
  width: 100%;
  min-height: calc(${TITLE_LINES} * ${TITLE_LINE_HEIGHT} * 1em);
  /* Before the first status: the placeholder title is a shimmering bar, not words. */
  &[data-placeholder] > [aria-hidden] {
    color: transparent;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.skeleton};
    animation: ${shimmer} 1.4s ease-in-out infinite;
    user-select: none;
  }
`;

export const Muted = styled.p`
  margin: 0;
  max-width: 100%;
  color: ${({ theme }) => theme.color.muted};
  ${clamp(1)}
`;

/**
 * A line of track details (artist; genre · year · BPM): the whole width and one line high whether it has
 * text, a skeleton or nothing (an advert has no artist), so neither it nor the controls below move.
 */
export const Line = styled(Muted)`
  width: 100%;
  line-height: ${LINE_HEIGHT};
  min-height: calc(${LINE_HEIGHT} * 1em);
`;

/** The placeholder of a {@link Line} before any status has a track: the app's skeleton, `$w` wide, inline in the line. */
export const LineSkeleton = styled(Skeleton).attrs({ as: 'span', $h: '1.2em' })`
  display: inline-block;
  vertical-align: middle;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Pill = styled(Link)`
  min-height: ${({ theme }) => theme.target};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
`;

/** A short warning on its tinted surface, with its icon in the warning colour (the last known mark, the stale notice). */
const warningNote = css`
  margin: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSurface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.color.warning};
  }
`;

/**
 * The mark on a last known status (docs/design.md "What loads when"): over the foot of the cover, so its coming and
 * going moves nothing on the page.
 */
export const LastKnownMark = styled.p`
  ${warningNote}
  position: absolute;
  inset: auto ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs};
  display: flex;
  justify-content: center;
  line-height: 1.25;
  svg {
    flex: none;
  }
`;

export const Stale = styled.p`
  ${warningNote}
  display: inline-flex;
`;

/**
 * The shortcuts button: only where a keyboard is likely, as the overview map's keyboard hint: where the
 * primary pointer is fine and hovers (not a phone or a tablet, even one with a stylus or a mouse beside).
 */
export const ShortcutsButton = styled(Button)`
  @media not ((hover: hover) and (pointer: fine)) {
    display: none;
  }
`;

/**
 * The volume slider under the transport controls: as wide as the details, its label at the start. As high
 * as the labelled slider (src/ui/range-field.tsx: a label line, a gap, a row of pointer targets) before the
 * zone's volume is known, so its arrival moves nothing.
 */
export const VolumeRow = styled.div`
  width: 100%;
  max-width: 420px;
  min-height: calc(${LINE_HEIGHT} * 1em + ${({ theme }) => theme.space.xs} + ${({ theme }) => theme.target});
  text-align: start;
`;

/** The favourite and disable buttons' row: as high as the buttons, also while they are hidden (adverts, loading). */
export const RatingRow = styled(Row)`
  min-height: ${({ theme }) => theme.target};
`;

/**
 * The zone's activity, under the card: it comes once the browser is idle after the screen has painted,
 * so it is added at the page's end and moves nothing already shown (inside the card, whose columns are
 * centred on each other, it moved the artwork).
 */
export const ActivityBelow = styled.div`
  max-width: 560px;
  width: 100%;
  margin: 0 auto;
  text-align: center;
  &:empty {
    display: none;
  }
  ${WIDE} {
    max-width: 980px;
  }
`;

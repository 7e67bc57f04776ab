import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { Field } from '../../ui/field';

/** A wrapping row of buttons and fields (the filters, the bulk actions, the dialog's buttons). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space.sm};
  select,
  input[type='number'] {
    min-height: ${theme.target};
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radius.sm};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
  input[type='number'] {
    width: 6em;
  }
`;

/** The search and state filters: each field takes its share of the row, and a row of its own on a phone. */
export const Filters = styled(Toolbar)`
  & > ${Field} {
    flex: 1 1 16rem;
  }
`;

/** A site's row height (rem): its heading and its tally line. */
export const SITE_ROW_HEIGHT_REM = 6;

/** A site's row in the list: its heading and its tally line, at one height. */
export const SiteRow = styled.div`
  box-sizing: border-box;
  height: ${SITE_ROW_HEIGHT_REM}rem;
  padding-top: ${theme.space.md};
  overflow: hidden;
`;

/** A site's heading, with its selection box and its show/hide button. */
export const SiteHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  font-size: ${theme.font.size.lg};
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 10px;
    flex: none;
  }
`;

/** The button that shows or hides a site's zones: a chevron that turns down while they are shown. */
export const Collapse = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 0;
  min-height: ${theme.target};
  padding: 0 ${theme.space.xs};
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  span {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  svg {
    flex: none;
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

/** A site's tally line under its heading: two lines at most (a phone's width), then an ellipsis. */
export const Tally = styled.p`
  margin: 0 0 0 44px;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.sm};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

/** A card's height (rem): its five lines, the reasons line and a bulk result, whatever they hold. */
export const CARD_HEIGHT_REM = 9.5;

/**
 * Where a card's text starts (CSS px from its border): its selection box with its margins (44 px, the
 * touch target) and its thumbnail (56 px), with the card's padding and the two gaps (`space.sm` each).
 * A card shown light while the list scrolls starts its text there too.
 */
const CARD_TEXT_START_PX = 44 + 56 + 3 * 8;

/**
 * The overview's list: its rows are plain elements styled here through their data attributes, not a
 * styled component each (the list renders its rows in every frame of a scroll, and a styled component
 * computes its rules at each render). `--columns` (set on the list) is how many cards a row holds (see
 * `columnsFor`). Each row is laid out on its own (`contain`: its height is fixed), so what changes in
 * one card lays out that row alone. The light cards of a scroll (`data-light`) have the full card's
 * height, frame and selection colours, with the state's word in its tone (`data-tone`).
 */
export const ListBox = styled.div`
  position: relative;
  & > [data-row] {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    contain: size layout style;
  }
  & > [data-row] > ul {
    list-style: none;
    margin: 0;
    padding: 0 0 ${theme.space.sm};
    display: grid;
    gap: ${theme.space.sm};
    grid-template-columns: repeat(var(--columns, 1), minmax(0, 1fr));
  }
  li[data-light] {
    box-sizing: border-box;
    height: ${CARD_HEIGHT_REM}rem;
    overflow: hidden;
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    padding: ${theme.space.sm};
    padding-inline-start: ${CARD_TEXT_START_PX}px;
    border-radius: ${theme.radius.md};
    border: 2px solid ${theme.color.border};
    background: ${theme.color.surface};
  }
  li[data-light][data-selected='true'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.surfaceAlt};
  }
  li[data-light] > * {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  li[data-light] > [data-tone] {
    font-weight: 600;
    color: ${theme.color.muted};
  }
  li[data-light] > [data-tone='success'] {
    color: ${theme.color.success};
  }
  li[data-light] > [data-tone='warning'] {
    color: ${theme.color.warning};
  }
  li[data-light] > [data-tone='danger'] {
    color: ${theme.color.danger};
  }
`;

/**
 * One zone's card: its selection box, its body and its open button in a row, the bulk result below.
 * A tap anywhere on it toggles its selection: the selected card has the primary colour's border and
 * a tinted background, so the selection reads at a glance.
 */
export const ZoneItem = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  /* One height whatever arrives (no jump as statuses come in): each line below keeps its place. */
  box-sizing: border-box;
  height: ${CARD_HEIGHT_REM}rem;
  overflow: hidden;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.md};
  border: 2px solid ${theme.color.border};
  background: ${theme.color.surface};
  cursor: pointer;
  &[data-state='offline'] {
    cursor: default;
  }
  &[data-selected='true'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.surfaceAlt};
  }
  &:focus-within {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 2px;
  }
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 10px;
    accent-color: ${theme.color.primary};
  }
`;

/** A card's body: the thumbnail beside its text column. */
export const ZoneBody = styled.div`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${theme.space.sm};
  min-width: 0;
  min-height: ${theme.target};
`;

/** The button that opens a zone's player screen: a 44 px target at the card's end. */
export const OpenButton = styled.button`
  display: grid;
  place-items: center;
  width: ${theme.target};
  height: ${theme.target};
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: inherit;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

/**
 * A card's text column, a line per item. Its own rules, not the button's: a rule on every span of the
 * button would also reach the thumbnail and the state's dot, and undo their layout.
 */
export const ZoneText = styled.span`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  min-width: 0;
  small {
    color: ${theme.color.muted};
  }
`;

/** One line of a card: cut with an ellipsis rather than wrapped, so every card keeps its height. */
export const Line = styled.span`
  display: block;
  min-width: 0;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** Items of a card's details line (playlist, volume, energy), each with its icon. */
export const Detail = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  & + & {
    margin-inline-start: ${theme.space.sm};
  }
`;

/** A zone's state: its icon and word in the state's colour (the word carries the meaning). */
export const StateLine = styled(Line)`
  display: flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  color: ${theme.color.muted};
  &[data-tone='success'] {
    color: ${theme.color.success};
  }
  &[data-tone='warning'] {
    color: ${theme.color.warning};
  }
  &[data-tone='danger'] {
    color: ${theme.color.danger};
  }
  svg {
    flex: none;
  }
`;

/** Why a zone needs attention, in the danger colour with a warning icon; empty (but there) otherwise. */
export const Reasons = styled(Line)`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 1.25em;
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
  font-weight: 600;
`;

/** The square that holds a zone's artwork or its placeholder. */
export const Thumb = styled.span`
  width: 56px;
  height: 56px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.muted};
  display: grid;
  place-items: center;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The warning-coloured "may be out of date" marker. */
export const Marker = styled.span`
  color: ${theme.color.warning};
  font-size: ${theme.font.size.sm};
  font-weight: 600;
`;

/** The skip links: out of sight until one takes the keyboard focus, then at the top of the screen. */
export const SkipLinks = styled.div`
  a {
    position: fixed;
    inset-inline-start: ${theme.space.md};
    top: -100px;
    z-index: 30;
    padding: ${theme.space.sm} ${theme.space.md};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    border: 2px solid ${theme.color.primary};
  }
  a:focus {
    top: ${theme.space.sm};
  }
`;

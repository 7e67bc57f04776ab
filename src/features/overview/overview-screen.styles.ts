import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { Field } from '../../ui/field';
import { clamp } from '../../ui/clamp';

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
  & > ${Field} {
    min-width: 0;
  }
  & > ${Field} select {
    width: 100%;
    min-width: 0;
  }
`;

/** The search and state filters side by side, the search taking the larger share, on a phone too. */
export const Filters = styled(Toolbar)`
  flex-wrap: nowrap;
  & > ${Field} {
    flex: 1 1 0;
    min-width: 0;
  }
  select,
  input {
    width: 100%;
    min-width: 0;
  }
`;

/**
 * What stays in view under the header while the list scrolls: the filters and their count (and the
 * connection's banner). Its `top` is the header's height, set by the screen.
 */
export const StickyFilters = styled.div`
  position: sticky;
  z-index: 15;
  display: grid;
  gap: ${theme.space.xs};
  margin-inline: -${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.color.bg};
  border-bottom: 1px solid ${theme.color.border};
  p {
    margin: 0;
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
  h2 {
    border-inline-start: 4px solid ${theme.color.border};
    border-radius: 2px;
  }
  &[data-tone='danger'] h2 {
    border-inline-start-color: ${theme.color.danger};
  }
  &[data-tone='warning'] h2 {
    border-inline-start-color: ${theme.color.warning};
  }
  &[data-tone='success'] h2 {
    border-inline-start-color: ${theme.color.success};
  }
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

/**
 * A site's tally line under its heading, each count in its tally pill's colour with its icon, wrapping
 * onto two lines at most (a phone's width).
 */
export const Tally = styled.p`
  margin: 0 0 0 ${theme.target};
  display: flex;
  flex-wrap: wrap;
  column-gap: ${theme.space.sm};
  max-height: 2.8em;
  overflow: hidden;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.sm};
  line-height: 1.4;
  span {
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }
  [data-tone] {
    font-weight: 600;
  }
  [data-tone='success'] {
    color: ${theme.color.success};
  }
  [data-tone='warning'] {
    color: ${theme.color.warning};
  }
  [data-tone='danger'] {
    color: ${theme.color.danger};
  }
  svg {
    flex: none;
  }
`;

/**
 * A card's height (rem), the same in every layout (the virtual list sizes its rows by it): its head (the
 * selection box, the thumbnail, the zone's and player's names, the open button), then what plays (two
 * lines), the state with the volume, energy and playlist (two lines), the reasons (two lines) and a bulk
 * result, each wrapping within its share rather than cut with an ellipsis.
 */
export const CARD_HEIGHT_REM = 13.5;

/** The side of a zone's thumbnail square (CSS length). */
const THUMB_SIZE = '44px';

/**
 * Where a light card's text starts (a CSS length from its border): the selection box with its margins (a
 * touch target, `theme.target`), the card's padding and a gap (`space.sm` each); a full card's lines start
 * under its thumbnail, at the same place.
 */
const CARD_TEXT_START = `calc(${theme.target} + 2 * ${theme.space.sm})`;

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
    padding-inline-start: ${CARD_TEXT_START};
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
 * One zone's card: its selection box down its side; its thumbnail, names and open button in its head;
 * its lines under the head, across the card's width; the bulk result at its foot. A tap anywhere on it
 * toggles its selection: the selected card has the primary colour's border and a tinted background, so
 * the selection reads at a glance.
 */
export const ZoneItem = styled.li`
  display: grid;
  grid-template-columns: auto ${THUMB_SIZE} minmax(0, 1fr) auto;
  grid-template-rows: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'box thumb head open'
    'box text text text'
    'result result result result';
  align-items: start;
  /* One height whatever arrives (no jump as statuses come in): each line wraps within its share. */
  box-sizing: border-box;
  height: ${CARD_HEIGHT_REM}rem;
  overflow: hidden;
  column-gap: ${theme.space.sm};
  row-gap: ${theme.space.xs};
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
  & > input[type='checkbox'] {
    grid-area: box;
    width: 24px;
    height: 24px;
    margin: 10px;
    accent-color: ${theme.color.primary};
  }
  & > [data-testid='overview-thumb'] {
    grid-area: thumb;
  }
  & > [data-testid='overview-open-zone'] {
    grid-area: open;
  }
  & > [data-testid='overview-zone-result'] {
    grid-area: result;
  }
`;

/** A card's head: the zone's name over its player's, beside the thumbnail. */
export const ZoneHead = styled.span`
  grid-area: head;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-width: 0;
  min-height: ${theme.target};
  small {
    color: ${theme.color.muted};
  }
`;

/** The button that opens a zone's player screen: a touch target (`theme.target`) at the card's end. */
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
 * A card's lines under its head, across the card's width. Its own rules, not the button's: a rule on
 * every span of the button would also reach the thumbnail and the state's dot, and undo their layout.
 */
export const ZoneText = styled.span`
  grid-area: text;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 2px;
  line-height: 1.3;
  min-width: 0;
  min-height: 0;
  overflow: hidden;
`;

/** One line of a card's head: cut with an ellipsis rather than wrapped (a long name keeps its start). */
export const Line = styled.span`
  display: block;
  min-width: 0;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** What plays: the title and artist (an advert's icon first), on two lines at most. */
export const TitleLine = styled.span`
  ${clamp(2)}
  overflow-wrap: anywhere;
  svg {
    vertical-align: text-bottom;
    margin-inline-end: 2px;
  }
`;

/**
 * A card's state with its volume, energy and playlist, each with its icon, wrapping onto a second line
 * at most (the state first, so it is never the part cut).
 */
export const Details = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${theme.space.sm};
  max-height: 2.7em;
  overflow: hidden;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.sm};
  & > [data-testid='overview-zone-state'] {
    font-size: ${theme.font.size.md};
  }
`;

/** One item of a card's details (volume, energy, playlist) with its icon. */
export const Detail = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
  svg {
    flex: none;
  }
`;

/** When an offline zone was last heard (its date and time), wrapping rather than cut. */
export const HeardLine = styled.span`
  ${clamp(2)}
  overflow-wrap: anywhere;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.sm};
`;

/** A zone's state: its icon and word in the state's colour (the word carries the meaning). */
export const StateLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 4px;
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

/** Why a zone needs attention, in the danger colour with a warning icon, on two lines at most. */
export const Reasons = styled.span`
  display: flex;
  align-items: flex-start;
  gap: 4px;
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
  font-weight: 600;
  svg {
    flex: none;
  }
  span {
    ${clamp(2)}
    overflow-wrap: anywhere;
  }
`;

/** The square that holds a zone's artwork or its placeholder. */
export const Thumb = styled.span`
  width: ${THUMB_SIZE};
  height: ${THUMB_SIZE};
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

import styled from 'styled-components';
import { theme } from '../../../ui/theme';
import { clamp } from '../../../ui/clamp';
import { CARD_HEIGHT_REM, THUMB_SIZE } from './zone-list.styles';

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

import styled from 'styled-components';
import { theme } from '../../../ui/theme';

/**
 * A card's height (rem), the same in every layout (the virtual list sizes its rows by it): its head (the
 * selection box, the thumbnail, the zone's and player's names, the open button), then what plays (two
 * lines), the state with the volume, energy and playlist (two lines), the reasons (two lines) and a bulk
 * result, each wrapping within its share rather than cut with an ellipsis.
 */
export const CARD_HEIGHT_REM = 13.5;

/** The side of a zone's thumbnail square (CSS length). */
export const THUMB_SIZE = '44px';

/**
 * Where a light card's text starts (a CSS length from its border): the selection box with its margins (a
 * touch target, `theme.target`), the card's padding and a gap (`space.sm` each); a full card's lines start
 * under its thumbnail, at the same place.
 */
export const CARD_TEXT_START = `calc(${theme.target} + 2 * ${theme.space.sm})`;

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

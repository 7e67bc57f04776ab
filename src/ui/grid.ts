import styled from 'styled-components';
import { theme } from './theme';

/** From this window width in px the card grid has two columns (three above `theme.breakpoint.wide`). */
export const GRID_TWO_COLUMNS_MIN_WIDTH = 640;

/** The card grid's columns for a window width in px: one, two from {@link GRID_TWO_COLUMNS_MIN_WIDTH}, three above the wide breakpoint. */
export function gridColumns(width: number): number {
  if (width > theme.breakpoint.wide) return 3;
  return width >= GRID_TWO_COLUMNS_MIN_WIDTH ? 2 : 1;
}

/**
 * The card grid of the paged lists. Its columns follow the window as the page sizes do (spec §9: 9,
 * 18 or 27 above 1200 px, else 10, 20 or 30): three columns above 1200 px, two from 640 px, one below,
 * so a full page never leaves a card alone on its last row. A short list never does either: on a
 * six-track grid (a card spans two tracks of three, or three of two), two columns with an odd count put
 * the last three cards in one row, and three columns with one card over put the last four in two rows of
 * two (4 zones show as 2 + 2, 7 as 3 + 2 + 2). Cards in a row share its height.
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
  @media (min-width: ${GRID_TWO_COLUMNS_MIN_WIDTH}px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    & > li {
      grid-column: span 3;
    }
    &:has(> li:last-child:nth-child(2n + 1):not(:first-child)) > li:nth-last-child(-n + 3) {
      grid-column: span 2;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.wide + 1}px) {
    & > li {
      grid-column: span 2;
    }
    &:has(> li:last-child:nth-child(3n + 1):not(:first-child)) > li:nth-last-child(-n + 4) {
      grid-column: span 3;
    }
  }
`;

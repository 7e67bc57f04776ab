import styled from 'styled-components';

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

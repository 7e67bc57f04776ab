import { css } from 'styled-components';

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

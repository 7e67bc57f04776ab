import styled from 'styled-components';
import { theme } from '../../../ui/theme';
import { Field } from '../../../ui/field';
import { Toolbar } from '../overview-screen.styles';

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

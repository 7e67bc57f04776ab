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
  & > ${Field} {
    min-width: 0;
  }
  & > ${Field} select {
    width: 100%;
    min-width: 0;
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

// The list's sizes and box, read by the list from here.
export { CARD_HEIGHT_REM, ListBox } from './sites/zone-list.styles';
export { SITE_ROW_HEIGHT_REM } from './sites/site-header.styles';

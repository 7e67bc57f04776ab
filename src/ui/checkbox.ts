import styled from 'styled-components';
import { theme } from './theme';

/** The box's side (px): WCAG 2.2's minimum target size (2.5.8), so the box alone is a target on a phone. */
export const CHECKBOX_SIZE_PX = 24;

/**
 * The app's one checkbox (`<input type="checkbox">`): a box of {@link CHECKBOX_SIZE_PX} in the theme's
 * accent, centred by its margin in a square of the touch target (`theme.target`), so a row of them keeps
 * its targets apart, with the app's focus ring on keyboard focus. Used by the overview's site and zone
 * selection and the login's remember-me; a label around it (the login's) may set its inline margins.
 */
export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  box-sizing: border-box;
  flex: none;
  width: ${CHECKBOX_SIZE_PX}px;
  height: ${CHECKBOX_SIZE_PX}px;
  margin: calc((${theme.target} - ${CHECKBOX_SIZE_PX}px) / 2);
  accent-color: ${theme.color.primary};
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

import styled from 'styled-components';
import { theme } from '../../../ui/theme';

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

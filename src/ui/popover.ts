import { css } from 'styled-components';

/** The surface of a popover panel (menus, pickers): bordered, raised, scrolling when tall. */
export const popoverSurface = css`
  margin: 0;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
`;

/** One entry of a popover menu: a full-width, 44 px, borderless row with an icon gap and a hover fill. */
export const menuEntry = css`
  width: 100%;
  min-height: ${({ theme }) => theme.target};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

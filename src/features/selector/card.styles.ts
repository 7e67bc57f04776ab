import { css } from 'styled-components';

/**
 * The selector's card (a player on the player list, a zone on the zone list): a whole-card button at
 * least 88 px tall, outlined, its border in the primary colour under the pointer.
 */
export const cardButton = css`
  width: 100%;
  height: 100%;
  min-height: 88px;
  text-align: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

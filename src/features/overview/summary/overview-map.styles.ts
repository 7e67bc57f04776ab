import styled from 'styled-components';

/** The map's mode switch and the map under it. */
export const MapBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: stretch;
`;

/** A switch (`aria-pressed`) at the map's top: small, at its start. */
export const Toggle = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &::before {
    content: '';
    width: 0.8em;
    height: 0.8em;
    border-radius: 2px;
    border: 2px solid currentColor;
  }
  &[aria-pressed='true']::before {
    background: currentColor;
  }
`;

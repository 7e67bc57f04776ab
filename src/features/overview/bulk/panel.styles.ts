import styled from 'styled-components';
import { Toolbar } from '../overview-screen.styles';

/** A panel below the bar's buttons (volume, energy, advert or playlist). */
export const PanelBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

/** The slider, the number and Set volume: one row that wraps on a phone. */
export const LevelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  input[type='range'] {
    flex: 1 1 10rem;
    min-height: ${({ theme }) => theme.target};
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input[type='text'] {
    width: 5em;
    min-height: ${({ theme }) => theme.target};
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`;

/** What is wrong with a value typed in a panel. */
export const Invalid = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

/** A row of words and buttons, centred on one line where they fit. */
export const StatusRow = styled(Toolbar)`
  align-items: center;
  row-gap: 0;
`;

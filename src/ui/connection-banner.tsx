import styled from 'styled-components';
import { Icon } from './icon';
import { iconWifiOff } from './icons/paths';

const Region = styled.div`
  &:empty {
    display: none;
  }
`;

const Bar = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.warningSurface};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.warning};
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.color.warning};
  }
`;

/**
 * The connection banner (README "Honest about the connection"): a polite status region that is always on the
 * page (so screen readers announce it when it fills) and shows `message` while `show` is true.
 */
export function ConnectionBanner({ show, message }: { show: boolean; message: string }) {
  return (
    <Region role="status" data-testid="connection-status">
      {show && (
        <Bar data-testid="connection-banner">
          <Icon path={iconWifiOff} />
          {message}
        </Bar>
      )}
    </Region>
  );
}

import styled from 'styled-components';
import { Icon } from './icon';
import { iconWifiOff } from './icons/paths';
import { HEADER_HEIGHT_PX } from './header';

/**
 * Right under the sticky header, and of no height: the bar lies over the top of the screen instead of
 * pushing it down, so its coming and going moves nothing (a slow first connection shows it for a moment
 * on every load of a slow phone, and a tap must not land on a control that just moved).
 */
const Region = styled.div`
  position: sticky;
  top: ${HEADER_HEIGHT_PX}px;
  z-index: 19;
  height: 0;
  &:empty {
    display: none;
  }
`;

const Bar = styled.p`
  position: absolute;
  inset: 0 0 auto 0;
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
 * The connection banner (docs/design.md "Honest about the connection"): a polite status region that is always on the
 * page (so screen readers announce it when it fills) and shows `message` while `show` is true, over the
 * top of the screen under the header rather than in its flow.
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

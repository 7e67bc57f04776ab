import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useServices } from '../hooks/services-context';
import type { NotificationKind } from '../lib/notify/notifications';

const Region = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.md};
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: min(92vw, 480px);
  pointer-events: none;
`;

const Toast = styled.div<{ $kind: NotificationKind }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-left: 6px solid
    ${({ $kind, theme }) => ({ success: theme.color.success, error: theme.color.danger, info: theme.color.info, warning: theme.color.warning })[$kind]};
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.2);
  text-align: center;
`;

/** Toasts at top centre (spec §8): polite live region, never takes focus, no action label. */
export function Toasts() {
  const { notifier } = useServices();
  const intl = useIntl();
  const visible = useObservableState(notifier.visible$, []);
  return (
    <Region role="status" aria-live="polite">
      {visible.map((n) => (
        <Toast key={n.id} $kind={n.kind} data-kind={n.kind}>
          {intl.formatMessage(n.message as { id: string }, n.values)}
        </Toast>
      ))}
    </Region>
  );
}

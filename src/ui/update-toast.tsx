import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useServices } from '../hooks/services-context';
import { msg } from '../lib/i18n/msg';
import { Button } from './button';

const labels = {
  ready: msg({ id: 'common.UpdateReady', defaultMessage: 'A new version is ready' }),
  reload: msg({ id: 'common.UpdateReload', defaultMessage: 'Reload' }),
};

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-left: 6px solid ${({ theme }) => theme.color.info};
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.2);
  font-weight: 600;
  /* The toasts' region lets pointers through; this toast has a button. */
  pointer-events: auto;
`;

/**
 * The installed app's update toast (docs/architecture.md §11): "A new version is ready" with Reload,
 * which lets the waiting release take over and reloads this tab. The toasts' live region (./toasts.tsx)
 * loads and shows it while a release waits, until the user chooses; the app never reloads by itself.
 */
export default function UpdateToast() {
  const { appUpdate } = useServices();
  const intl = useIntl();
  return (
    <Bar data-testid="update-toast">
      <span>{intl.formatMessage(labels.ready)}</span>
      <Button type="button" data-testid="update-reload" onClick={() => appUpdate.reload()}>
        {intl.formatMessage(labels.reload)}
      </Button>
    </Bar>
  );
}

import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../../ui/icon';
import { iconSupervisorAccount } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { bannerTexts } from '../signed-in-texts';

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.warning};
  color: ${({ theme }) => theme.color.surface};
  font-weight: 600;
  text-align: center;
`;

/** While impersonating (hasImpersonated set, spec §4 Impersonation), a banner above every screen says so. */
export function ImpersonationBanner() {
  const { session } = useServices();
  const intl = useIntl();
  const impersonating = useObservableState(session.impersonating$, false);
  if (!impersonating) return null;
  return (
    <Banner role="status" data-testid="impersonation-banner">
      <Icon path={iconSupervisorAccount} />
      {intl.formatMessage(bannerTexts.impersonating)}
    </Banner>
  );
}

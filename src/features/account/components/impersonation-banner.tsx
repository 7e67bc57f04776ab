import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { clamp } from '../../../ui/clamp';
import { Icon } from '../../../ui/icon';
import { iconSupervisorAccount } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { bannerTexts } from '../signed-in-texts';

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.warning};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  line-height: 1.3;
  text-align: start;
  span {
    ${clamp(2)}
  }
`;

/** While impersonating (hasImpersonated set, spec §4 Impersonation), a slim banner above every screen says so (two lines at most). */
export function ImpersonationBanner() {
  const { session } = useServices();
  const intl = useIntl();
  const impersonating = useObservableState(session.impersonating$, false);
  if (!impersonating) return null;
  return (
    <Banner role="status" data-testid="impersonation-banner">
      <Icon path={iconSupervisorAccount} size={20} />
      <span>{intl.formatMessage(bannerTexts.impersonating)}</span>
    </Banner>
  );
}

import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../../ui/icon';
import { iconSupervisorAccount } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { bannerTexts } from './texts';

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
  /* Wraps as far as it needs (German on a 320 px phone takes three lines): never cut off. */
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  strong {
    font-weight: 800;
  }
  /* On a phone the banner and the header share the top of the screen: smaller type and no icon, so the
     whole sentence, account included, fits above a one-row header in every language. */
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    padding: 2px ${({ theme }) => theme.space.sm};
    font-size: 0.75rem;
    line-height: 1.2;
    svg {
      display: none;
    }
  }
`;

/**
 * While impersonating (hasImpersonated set, spec §4 Impersonation), a slim banner above every screen
 * names the impersonated account (its e-mail; the general wording when it is not known) and how to return.
 */
export function ImpersonationBanner() {
  const { session } = useServices();
  const intl = useIntl();
  const impersonating = useObservableState(session.impersonating$, false);
  const account = useObservableState(session.impersonatedEmail$, '');
  if (!impersonating) return null;
  return (
    <Banner role="status" data-testid="impersonation-banner">
      <Icon path={iconSupervisorAccount} size={20} />
      <span data-account={account || undefined}>
        {account
          ? intl.formatMessage(bannerTexts.impersonatingAccount, {
              account: <strong key="account">{account}</strong>,
            })
          : intl.formatMessage(bannerTexts.impersonating)}
      </span>
    </Banner>
  );
}

import type { ReactNode } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { logoFor } from '../../../lib/session/brand';
import { Skeleton } from '../../../ui/skeleton';
import { Header, HeaderButton, HeaderLabel, Logo } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconLogout } from '../../../ui/icons/paths';
import { LanguagePicker } from '../../../ui/language-picker';
import { useServices } from '../../../hooks/services-context';
import { selectorTexts } from '../texts';
import { logoReady$ } from '../streams/players.streams';

/**
 * Selector header (spec §2 Headers): the brand logo for the account's clientTypeId (spec §9) after a
 * 1500 ms skeleton, the language dropdown, `actions` (impersonation) and the logout button.
 */
export function SelectorHeader({ onLogout, actions }: { onLogout(): void; actions?: ReactNode }) {
  const { config, session, scheduler } = useServices();
  const intl = useIntl();
  const ready = useObservableState(
    useObservable(() => logoReady$(scheduler)),
    false,
  );
  const logo = logoFor(config.logos, useObservableState(session.brand$));
  return (
    <Header
      start={
        ready ? (
          <Logo src={logo} alt={intl.formatMessage(selectorTexts.logo)} />
        ) : (
          <Skeleton
            $w="120px"
            $h="36px"
            role="img"
            aria-label={intl.formatMessage(selectorTexts.logoLoading)}
            data-testid="logo-skeleton"
          />
        )
      }
      end={
        <>
          <LanguagePicker />
          {actions}
          <HeaderButton type="button" $variant="ghost" onClick={onLogout} data-testid="logout-button">
            <Icon path={iconLogout} />
            <HeaderLabel>{intl.formatMessage(selectorTexts.logout)}</HeaderLabel>
          </HeaderButton>
        </>
      }
    />
  );
}

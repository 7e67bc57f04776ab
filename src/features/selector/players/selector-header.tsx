import type { ReactNode } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { logoFor } from '../../../ui/brand';
import { Header, HeaderButton, HeaderLabel, Logo, LogoSkeleton } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconLogout } from '../../../ui/icons/paths';
import { LanguagePicker } from '../../../ui/language-picker';
import { useServices } from '../../../hooks/services-context';
import { selectorTexts } from './texts';
import { logoReady$ } from './players.streams';

/**
 * Selector header (spec §2 Headers): the brand logo for the account's clientTypeId (spec §9) after a
 * skeleton of the logo's own size for SKELETON_MS, `lead` beside it (controls that appear once the player list is
 * in: on the left nothing else moves when they come), the language dropdown, `actions` (impersonation) and
 * the logout button.
 */
export function SelectorHeader({
  onLogout,
  lead,
  actions,
}: {
  onLogout(): void;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
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
        <>
          {ready ? (
            <Logo src={logo} alt={intl.formatMessage(selectorTexts.logo)} />
          ) : (
            <LogoSkeleton
              role="img"
              aria-label={intl.formatMessage(selectorTexts.logoLoading)}
              data-testid="logo-skeleton"
            />
          )}
          {lead}
        </>
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

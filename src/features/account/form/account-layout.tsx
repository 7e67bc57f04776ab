import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useObservableState } from 'observable-hooks';
import styled from 'styled-components';
import { logoFor } from '../../../ui/brand';
import { Card } from '../../../ui/card';
import { Header, Logo } from '../../../ui/header';
import { LanguagePicker } from '../../../ui/language-picker';
import { useServices } from '../../../hooks/services-context';
import { commonTexts } from '../texts';

const Main = styled.main`
  min-height: calc(100vh - 60px);
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  @media (max-width: 600px) {
    place-items: start stretch;
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** The form surface: a card on desktop, the full width without card chrome on mobile (spec §2 layouts). */
export const FormCard = styled(Card).attrs({ as: 'form' })`
  width: min(100%, 440px);
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  box-shadow: 0 8px 32px rgb(0 0 0 / 0.08);
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
  }
  @media (max-width: 600px) {
    width: 100%;
    border: none;
    background: transparent;
    padding: 0;
    box-shadow: none;
  }
`;

/** Secondary text under a form (the version, hints). */
export const Note = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

/** A line that says how a form's request stands (the login: offline, signed out for inactivity, code sent, unavailable). */
export const Status = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme }) => theme.color.info};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/**
 * The account header (spec §2 Headers): the brand logo for the account's clientTypeId (spec §9) and the
 * language dropdown; `start` holds an optional back button.
 */
export function AccountHeader({ start }: { start?: ReactNode }) {
  const { config, session } = useServices();
  const brand = useObservableState(session.brand$);
  const intl = useIntl();
  const logo = <Logo src={logoFor(config.logos, brand)} alt={intl.formatMessage(commonTexts.logo)} />;
  return (
    <Header
      start={
        <>
          {start}
          {logo}
        </>
      }
      end={<LanguagePicker />}
    />
  );
}

/** An account screen (login, forgot, reset, change password): account header, then a centred form. */
export function AccountLayout({ start, children }: { start?: ReactNode; children: ReactNode }) {
  return (
    <>
      <AccountHeader start={start} />
      <Main>{children}</Main>
    </>
  );
}

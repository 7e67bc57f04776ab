import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useOnline } from '../../../hooks/use-online';
import { Checkbox } from '../../../ui/checkbox';
import { Status } from '../form/account-layout';
import { loginTexts } from '../texts';

/**
 * The remember-me box with its label, a touch target high; the box ({@link Checkbox}) lines up with the
 * fields' edge, the label's gap keeping the text apart.
 */
export const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: ${({ theme }) => theme.target};
  & > ${Checkbox} {
    margin-inline: 0;
  }
`;

/**
 * Says that signing in needs the network while the browser is offline (the installed app opened without
 * one, docs/architecture.md §11). Its own component: going on- or offline renders the note alone, never the
 * form with what was typed into it.
 */
export function OfflineNote() {
  const intl = useIntl();
  if (useOnline()) return null;
  return (
    <Status role="status" data-testid="login-offline">
      {intl.formatMessage(loginTexts.offline)}
    </Status>
  );
}

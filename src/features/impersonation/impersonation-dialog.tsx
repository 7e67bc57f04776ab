import { useState, type FormEvent, type ReactNode } from 'react';
import { useObservableCallback, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { exhaustMap } from 'rxjs';
import styled from 'styled-components';
import { validateImpersonatePassword, validateImpersonateUser } from '../../lib/forms/validation';
import { Button } from '../../ui/button';
import { Field, FieldError, InputWithButton } from '../../ui/field';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { iconVisibility, iconVisibilityOff } from '../../ui/icons/paths';
import { useServices } from '../../hooks/services-context';
import { impersonateTexts as m } from './texts';
import { impersonate$, type ImpersonationOutcome } from './impersonation.streams';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const ERRORS: Record<string, typeof m.emailRequired> = {
  'impersonate.EmailRequired': m.emailRequired,
  'impersonate.EmailInvalid': m.emailInvalid,
  'impersonate.PasswordRequired': m.passwordRequired,
};

/**
 * The impersonation dialog (spec §2 Impersonation dialog, §4, §5, §8) on a native `<dialog>`: the
 * user's e-mail (required, valid) and the support user's password (required, show/hide); submit is
 * disabled while invalid. Success stores the token and calls `onImpersonated` (the list reloads).
 */
export function ImpersonationDialog({
  open,
  onClose,
  onImpersonated,
}: {
  open: boolean;
  onClose(): void;
  onImpersonated(): void;
}) {
  const services = useServices();
  const { notifier, logger } = services;
  const intl = useIntl();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState({ user: false, password: false });
  const [busy, setBusy] = useState(false);
  const userError = validateImpersonateUser(user);
  const passwordError = validateImpersonatePassword(password);

  // exhaustMap: one impersonation at a time; repeated clicks are ignored.
  const [send, sent$] = useObservableCallback<ImpersonationOutcome, { user: string; password: string }>(
    (request$) => request$.pipe(exhaustMap((r) => impersonate$(services, r.user, r.password))),
  );
  useSubscription(sent$, (outcome) => {
    setBusy(false);
    if (outcome.kind === 'failed') return notifier.notify('error', m.error);
    if (outcome.kind === 'no-token') return logger.warn('Impersonation answered without an AccessToken');
    notifier.notify('success', m.success);
    setPassword('');
    onImpersonated();
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ user: true, password: true });
    if (userError || passwordError) return;
    setBusy(true);
    send({ user, password });
  };
  const error = (id: string, key: string | undefined, shown: boolean): ReactNode =>
    shown &&
    key && (
      <FieldError id={id} role="alert">
        {intl.formatMessage(ERRORS[key]!)}
      </FieldError>
    );
  const t = intl.formatMessage;
  return (
    <Dialog open={open} onClose={onClose} labelledBy="impersonate-title">
      <Form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <h2 id="impersonate-title">{t(m.title)}</h2>
        <Field>
          <label htmlFor="impersonate-user">{t(m.email)}</label>
          <input
            id="impersonate-user"
            type="email"
            autoComplete="off"
            value={user}
            onChange={(e) => setUser(e.target.value)}
            onBlur={() => setTouched((s) => ({ ...s, user: true }))}
            aria-invalid={touched.user && !!userError}
            aria-describedby={touched.user && userError ? 'impersonate-user-error' : undefined}
          />
          {error('impersonate-user-error', userError, touched.user)}
        </Field>
        <Field>
          <label htmlFor="impersonate-password">{t(m.password)}</label>
          <InputWithButton>
            <input
              id="impersonate-password"
              type={visible ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, password: true }))}
              aria-invalid={touched.password && !!passwordError}
              aria-describedby={touched.password && passwordError ? 'impersonate-password-error' : undefined}
            />
            <Button
              type="button"
              $variant="ghost"
              aria-pressed={visible}
              aria-controls="impersonate-password"
              onClick={() => setVisible((v) => !v)}
              aria-label={t(visible ? m.hidePassword : m.showPassword)}
            >
              <Icon path={visible ? iconVisibilityOff : iconVisibility} />
            </Button>
          </InputWithButton>
          {error('impersonate-password-error', passwordError, touched.password)}
        </Field>
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t(m.close)}
          </Button>
          <Button type="submit" disabled={!!(userError || passwordError) || busy}>
            {t(m.submit)}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

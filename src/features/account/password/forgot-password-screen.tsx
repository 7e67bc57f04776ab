import { paths } from '../../../config/paths';
import { useState, type FormEvent } from 'react';
import { useObservableCallback, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { exhaustMap } from 'rxjs';
import { useLocation } from 'wouter';
import { validateForgotEmail } from '../../../lib/forms/validation';
import { Button } from '../../../ui/button';
import { useServices } from '../../../hooks/services-context';
import { forgotTexts } from '../texts';
import { forgotPassword$, type PasswordOutcome } from './password.streams';
import { AccountLayout, FormCard } from '../form/account-layout';
import { TextField, useField } from '../form/form-fields';

/**
 * Forgot password (spec §2, §4 Password flows, §5, §8): one e-mail field (required, valid), submit
 * disabled while invalid; success shows forgot-password.SuccessMessage and goes to the empty path.
 */
export default function ForgotPasswordScreen() {
  const { api, notifier } = useServices();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const email = useField(validateForgotEmail);

  // exhaustMap: one request at a time; repeated clicks are ignored.
  const [send, sent$] = useObservableCallback<PasswordOutcome, string>((email$) =>
    email$.pipe(exhaustMap((value) => forgotPassword$(api, value))),
  );
  const [busy, setBusy] = useState(false);
  useSubscription(sent$, (outcome) => {
    setBusy(false);
    if (outcome.kind === 'failed') return notifier.notify('error', forgotTexts.error);
    notifier.notify('success', forgotTexts.success);
    navigate(paths.login);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    email.touch();
    if (email.error) return;
    setBusy(true);
    send(email.value);
  };
  const t = intl.formatMessage;
  return (
    <AccountLayout>
      <FormCard onSubmit={onSubmit} noValidate aria-labelledby="forgot-title" aria-busy={busy}>
        <h1 id="forgot-title">{t(forgotTexts.title)}</h1>
        <p>{t(forgotTexts.intro)}</p>
        <TextField
          id="forgot-email"
          label={t(forgotTexts.email)}
          field={email}
          type="email"
          autoComplete="email"
        />
        <Button type="submit" disabled={!!email.error || busy}>
          {t(forgotTexts.submit)}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => navigate(paths.login)}>
          {t(forgotTexts.back)}
        </Button>
      </FormCard>
    </AccountLayout>
  );
}

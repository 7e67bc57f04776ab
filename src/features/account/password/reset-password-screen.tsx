import { paths } from '../../../config/paths';
import { useEffect, useState, type FormEvent } from 'react';
import { useObservableCallback, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { exhaustMap } from 'rxjs';
import { useLocation } from 'wouter';
import { validateResetConfirmation, validateResetPassword } from '../../../lib/forms/validation';
import { Button } from '../../../ui/button';
import { FieldError } from '../../../ui/field';
import { useServices } from '../../../hooks/services-context';
import { resetTexts } from '../texts';
import { loginHref, takeQueryParams } from '../form/address-bar';
import { resetPassword$, type PasswordOutcome } from './password.streams';
import { AccountLayout, FormCard } from '../form/account-layout';
import { PasswordField, useField } from '../form/form-fields';

/**
 * Reset password through the e-mailed link (spec §2, §4 Password flows, §5, §8): `u` and `c` come
 * from the query and `c` leaves the address bar once read; two password fields with the §5 rules and
 * the mismatch check. Success: reset-password.SuccessMessage on the login route after a page reload
 * (kept in the tab store across it); failure: ErrorMessage plus ErrorMessagePT2.
 */
export default function ResetPasswordScreen() {
  const { api, notifier, session, config } = useServices();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [link] = useState(() => takeQueryParams(window, ['u', 'c'], []));
  useEffect(() => void takeQueryParams(window, ['u', 'c'], ['c']), []);
  const first = useField(validateResetPassword);
  const second = useField((value) => validateResetConfirmation(first.value, value));
  const [busy, setBusy] = useState(false);
  const t = intl.formatMessage;

  // exhaustMap: one reset at a time; the code is single-use.
  const [reset, done$] = useObservableCallback<PasswordOutcome, string>((password$) =>
    password$.pipe(
      exhaustMap((password) => resetPassword$(api, { u: link.u ?? '', c: link.c ?? '' }, password)),
    ),
  );
  useSubscription(done$, (outcome) => {
    setBusy(false);
    if (outcome.kind === 'failed')
      return notifier.notify('error', resetTexts.errorToast, {
        message: t(resetTexts.error),
        detail: t(resetTexts.errorPt2),
      });
    session.leaveNotice(resetTexts.success.id);
    window.location.replace(loginHref(config.routing, config.basePath, window.location)); // a full load of the login route
  });

  const complete = !!(link.u && link.c);
  const invalid = !complete || !!(first.error || second.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    first.touch();
    second.touch();
    if (invalid) return;
    setBusy(true);
    reset(first.value);
  };
  return (
    <AccountLayout>
      <FormCard onSubmit={onSubmit} noValidate aria-labelledby="reset-title" aria-busy={busy}>
        <h1 id="reset-title">{t(resetTexts.title)}</h1>
        {!complete && <FieldError role="alert">{t(resetTexts.missingLink)}</FieldError>}
        <PasswordField
          id="reset-password"
          label={t(resetTexts.password)}
          field={first}
          hint={t(resetTexts.rules)}
          autoComplete="new-password"
        />
        <PasswordField
          id="reset-confirm"
          label={t(resetTexts.confirm)}
          field={second}
          autoComplete="new-password"
        />
        <Button type="submit" disabled={invalid || busy}>
          {t(resetTexts.submit)}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => navigate(paths.forgotPassword)}>
          {t(resetTexts.back)}
        </Button>
      </FormCard>
    </AccountLayout>
  );
}

import { paths } from '../../../config/paths';
import { useState, type FormEvent } from 'react';
import { useObservableCallback, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { exhaustMap } from 'rxjs';
import { useLocation } from 'wouter';
import { validateChangedPassword, validateCurrentPassword } from '../../../lib/forms/validation';
import { Button, IconButton } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { iconArrowBack } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { changeTexts, commonTexts, resetTexts } from '../texts';
import { changePassword$, type PasswordOutcome } from './password.streams';
import { AccountLayout, FormCard } from '../form/account-layout';
import { PasswordField, useField } from '../form/form-fields';

/**
 * Change password for the signed-in user (spec §2, §4 Password flows, §5, §8): current password and a
 * new one with the §5 rules, show/hide with lock icons, submit disabled until valid. Success shows
 * change-password.SuccessMessage and goes to the player selector; failure change-password.ErrorMessage.
 */
export default function ChangePasswordScreen() {
  const services = useServices();
  const { notifier } = services;
  const intl = useIntl();
  const [, navigate] = useLocation();
  const current = useField(validateCurrentPassword);
  const next = useField(validateChangedPassword);
  const [busy, setBusy] = useState(false);
  const t = intl.formatMessage;

  // exhaustMap: one change at a time; repeated clicks are ignored.
  const [change, changed$] = useObservableCallback<PasswordOutcome, { current: string; next: string }>(
    (request$) => request$.pipe(exhaustMap((r) => changePassword$(services, r.current, r.next))),
  );
  useSubscription(changed$, (outcome) => {
    setBusy(false);
    if (outcome.kind === 'failed') return notifier.notify('error', changeTexts.error);
    notifier.notify('success', changeTexts.success);
    navigate(paths.selector);
  });

  const invalid = !!(current.error || next.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    current.touch();
    next.touch();
    if (invalid) return;
    setBusy(true);
    change({ current: current.value, next: next.value });
  };
  const back = (
    <IconButton
      type="button"
      aria-label={t(commonTexts.back)}
      onClick={() => (history.length > 1 ? history.back() : navigate(paths.selector))}
    >
      <Icon path={iconArrowBack} />
    </IconButton>
  );
  return (
    <AccountLayout start={back}>
      <FormCard onSubmit={onSubmit} noValidate aria-labelledby="change-title" aria-busy={busy}>
        <h1 id="change-title">{t(changeTexts.title)}</h1>
        <PasswordField
          id="current-password"
          label={t(changeTexts.current)}
          field={current}
          autoComplete="current-password"
          lockIcons
        />
        <PasswordField
          id="new-password"
          label={t(changeTexts.next)}
          field={next}
          hint={t(resetTexts.rules)}
          autoComplete="new-password"
          lockIcons
        />
        <Button type="submit" disabled={invalid || busy}>
          {t(changeTexts.submit)}
        </Button>
      </FormCard>
    </AccountLayout>
  );
}

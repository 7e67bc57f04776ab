import { paths } from '../../../config/paths';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLayoutSubscription, useObservable, useObservableCallback } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { APP_VERSION } from '../../../config/runtime';
import { whenIdle } from '../../../lib/deferred/deferred-module';
import {
  validateAccessCode,
  validateLoginPassword,
  validateLoginUserName,
} from '../../../lib/forms/validation';
import { Button } from '../../../ui/button';
import { useServices } from '../../../hooks/services-context';
import { loginTexts, textById } from '../texts';
import { takeQueryParams } from '../form/address-bar';
import { LOGIN_FIELD_IDS } from './login-fields';
import type { LoginOutcome } from './login.streams';
import { LOGIN_START, loadedCodeStep, loginFlow, loginScreen$, signIn$ } from './login-screen.streams';
import type { LoginInput } from './login-input';
import { AccountLayout, FormCard, Note, Status } from '../form/account-layout';
import { PasswordField, TextField, useField } from '../form/form-fields';
import { Check, OfflineNote } from './login-parts';
import { ROUTE_FOCUS } from '../../../ui/route-focus-mark';
import { Checkbox } from '../../../ui/checkbox';

/**
 * The login screen (spec §2 Login, §4 Login, §5, §8): username, password with show/hide, remember me,
 * forgot password, an access-code step when the account asks for it, sign-in by `?h=`, the version,
 * and the inactivity notice after an idle logout. Opening it clears part of the session (spec §4). Its
 * flow is `loginScreen$` (login-screen.streams.ts); the screen binds it to the form.
 */
export default function LoginScreen() {
  const services = useServices();
  const { notifier, session, selection } = services;
  // What the form starts with: a read that changes nothing, so React may run it twice (StrictMode).
  const [remembered] = useState(() => session.rememberedLogin());
  const intl = useIntl();
  const [, navigate] = useLocation();
  const username = useField(validateLoginUserName, remembered.rememberedEmail);
  const password = useField(validateLoginPassword);
  const code = useField(validateAccessCode);
  const [rememberMe, setRememberMe] = useState(remembered.rememberMe);
  const [submit, input$] = useObservableCallback<LoginInput>();
  // Sign-in by `?h=` (spec §2), read once at the first render (no window when rendered at build time,
  // scripts/prerender.ts). Opening the screen and that sign-in show from the second render (the first
  // one takes over the markup rendered at build time), before the browser paints.
  const step$ = useObservable(() =>
    loginScreen$({
      open: () => session.openLogin(),
      secret: globalThis.window ? takeQueryParams(window, ['h'], []).h : undefined,
      input$,
      signIn: (request, scheduler) => signIn$(services, request, scheduler),
      scheduler: services.scheduler,
    }),
  );
  const [view, setView] = useState(LOGIN_START);
  const onOutcome = (outcome: LoginOutcome) => {
    if (outcome.kind === 'signed-in') {
      // Back from the next page leaves the app rather than coming back here (which would sign out, spec §4).
      selection.keepFor(session.account().userId);
      navigate(session.takeReturnTo(selection.current() !== null), { replace: true });
    } else if (outcome.kind === 'code-required') notifier.notify('info', loginTexts.accessCodeSent);
    else if (outcome.kind === 'failed')
      notifier.notify('error', textById(outcome.textId) ?? loginTexts.credentialsNotFound);
  };
  useLayoutSubscription(step$, (step) => {
    setView(step.view);
    if (step.event.kind === 'outcome') onOutcome(step.event.outcome);
  });
  const { busy, pending, unavailable, inactive, notice } = view;
  const codeStep = pending ? loadedCodeStep() : undefined;
  // Taken over from markup rendered at build time, the box may have been ticked before the app ran.
  const rememberMeBox = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (rememberMeBox.current?.checked) setRememberMe(true);
  }, []);
  // The toast goes out from a passive effect, after the toasts (mounted in the same commit when the app
  // opens on this screen) have subscribed in theirs.
  useEffect(() => {
    const text = textById(notice);
    if (text) notifier.notify('success', text);
  }, [notice, notifier]);
  useEffect(() => whenIdle(loginFlow.warm), []);
  useEffect(() => void takeQueryParams(window, ['h'], ['h']), []); // the secret leaves the address bar

  const fields = pending ? [username, password, code] : [username, password];
  const invalid = fields.some((f) => f.error);
  const credentials = { username: username.value, password: password.value, rememberMe };
  const send = () => submit({ credentials, code: code.value, pending });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    fields.forEach((f) => f.touch());
    if (invalid) return notifier.notify('error', loginTexts.missingFields);
    send();
  };
  const t = intl.formatMessage;
  return (
    <AccountLayout>
      <FormCard onSubmit={onSubmit} noValidate aria-labelledby="login-title" aria-busy={busy}>
        <h1 id="login-title">{t(loginTexts.title)}</h1>
        <OfflineNote />
        {inactive && (
          <Status role="status" data-testid="inactive-notice">
            {t(loginTexts.inactive)}
          </Status>
        )}
        {unavailable && !busy && (
          <Status role="alert" data-testid="login-unavailable">
            {t(loginTexts.unavailable)}{' '}
            <Button type="button" $variant="secondary" onClick={send} data-testid="login-retry">
              {t(loginTexts.retry)}
            </Button>
          </Status>
        )}
        <TextField
          id={LOGIN_FIELD_IDS.username}
          label={t(loginTexts.userName)}
          field={username}
          type="text"
          autoComplete="username"
          readOnly={!!pending}
          {...(pending ? {} : { [ROUTE_FOCUS]: '' })}
        />
        <PasswordField
          id={LOGIN_FIELD_IDS.password}
          label={t(loginTexts.password)}
          field={password}
          autoComplete="current-password"
          readOnly={!!pending}
        />
        {codeStep && <codeStep.CodeField email={username.value.trim()} field={code} />}
        <Check>
          <Checkbox
            ref={rememberMeBox}
            id={LOGIN_FIELD_IDS.rememberMe}
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          {t(loginTexts.rememberMe)}
        </Check>
        <Button type="submit" disabled={invalid || busy}>
          {t(busy ? loginTexts.signingIn : pending ? loginTexts.submitCode : loginTexts.submit)}
        </Button>
        {codeStep && (
          <codeStep.CodeStepActions
            busy={busy}
            fields={{ username, password, code }}
            credentials={credentials}
            firstFieldId={LOGIN_FIELD_IDS.username}
            submit={submit}
          />
        )}
        <Button type="button" $variant="ghost" onClick={() => navigate(paths.forgotPassword)}>
          {t(loginTexts.forgotPassword)}
        </Button>
        <Note>{t(loginTexts.version, { version: APP_VERSION })}</Note>
      </FormCard>
    </AccountLayout>
  );
}

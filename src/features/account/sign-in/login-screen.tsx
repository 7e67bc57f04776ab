import { paths } from '../../../config/paths';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useObservable, useObservableCallback, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { catchError, EMPTY, exhaustMap, of, type Observable } from 'rxjs';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { APP_VERSION } from '../../../config/runtime';
import type { LoginResponse } from '../../../lib/api/schemas';
import { deferredModule, whenIdle } from '../../../lib/deferred/deferred-module';
import {
  validateAccessCode,
  validateLoginPassword,
  validateLoginUserName,
} from '../../../lib/forms/validation';
import { isChunkLoadError } from '../../../lib/deferred/chunk-error';
import { Button } from '../../../ui/button';
import { useServices } from '../../../hooks/services-context';
import { loginTexts, textById } from '../texts';
import { takeQueryParams } from '../form/address-bar';
import { LOGIN_FIELD_IDS } from './login-fields';
import type { Credentials, LoginDeps, LoginOutcome } from './login.streams';
import { AccountLayout, FormCard, Note } from '../form/account-layout';
import { PasswordField, TextField, useField } from '../form/form-fields';
import { ROUTE_FOCUS } from '../../../ui/route-focus-mark';
import { useRootNode } from '../../../hooks/root-node';
import { useOnline } from '../../../hooks/use-online';

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: ${({ theme }) => theme.target};
  input {
    width: 22px;
    height: 22px;
  }
`;

const Status = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme }) => theme.color.info};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

type Submission = { credentials: Credentials; code: string; pending: LoginResponse | null };

/**
 * The sign-in requests (login.streams.ts, with universal-cookie for the access-validated cookie): not
 * part of the first paint, fetched when the browser is idle after it or by the first sign-in, which
 * waits for them. When they cannot be fetched (offline), the sign-in fails like a request that never
 * reached the API.
 */
const loginFlow = deferredModule(() => import(/* webpackChunkName: "login-flow" */ './login.streams'));
type LoginFlow = Awaited<ReturnType<typeof loginFlow.get>>;
const signIn$ = (request: (flow: LoginFlow) => Observable<LoginOutcome>): Observable<LoginOutcome> =>
  loginFlow
    .use$(request)
    .pipe(
      catchError((error: unknown) =>
        of<LoginOutcome>(
          isChunkLoadError(error)
            ? { kind: 'unavailable' }
            : { kind: 'failed', textId: 'login.CredentialsNotFoundMessage' },
        ),
      ),
    );

/**
 * The login screen (spec §2 Login, §4 Login, §5, §8): username, password with show/hide, remember me,
 * forgot password, an access-code step when the account asks for it, sign-in by `?h=`, the version,
 * and the inactivity notice after an idle logout. Opening it clears part of the session (spec §4).
 */
/**
 * Says that signing in needs the network while the browser is offline (the installed app opened without
 * one, docs/architecture.md §11). Its own component: going on- or offline renders the note alone, never the
 * form with what was typed into it.
 */
function OfflineNote() {
  const intl = useIntl();
  if (useOnline()) return null;
  return (
    <Status role="status" data-testid="login-offline">
      {intl.formatMessage(loginTexts.offline)}
    </Status>
  );
}

export default function LoginScreen() {
  const services = useServices();
  const { notifier, session, selection } = services;
  // What the form starts with: a read that changes nothing, so React may run it twice (StrictMode).
  const [remembered] = useState(() => session.rememberedLogin());
  const intl = useIntl();
  const [, navigate] = useLocation();
  const rootNode = useRootNode();
  const username = useField(validateLoginUserName, remembered.rememberedEmail);
  const password = useField(validateLoginPassword);
  const code = useField(validateAccessCode);
  const [rememberMe, setRememberMe] = useState(remembered.rememberMe);
  const [pending, setPending] = useState<LoginResponse | null>(null);
  // The code the last sign-in needed could not be fetched: a message with Retry shows.
  const [unavailable, setUnavailable] = useState(false);
  // Sign-in by `?h=` (spec §2): read once, at the first render.
  // (No window when rendered at build time, scripts/prerender.ts.)
  const [secret] = useState(() => (globalThis.window ? takeQueryParams(window, ['h'], []).h : undefined));
  const [busy, setBusy] = useState(false);
  const [inactive, setInactive] = useState(false);
  // A password notice taken on opening (its text id), shown as a toast once.
  const [notice, setNotice] = useState<string | undefined>();
  // Taken over from markup rendered at build time, the box may have been ticked before the app ran.
  const rememberMeBox = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (rememberMeBox.current?.checked) setRememberMe(true);
  }, []);
  // Taking over the markup rendered at build time (React hydration), the first render is that markup,
  // which keeps what was typed into it; the sign-in by `?h=` shows from the next render, before the
  // browser paints.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second pass of a hydration
    if (secret) setBusy(true);
  }, [secret]);
  // Opening the screen clears part of the sign-in (spec §4 Login) and hands over what it shows once: the
  // inactivity notice (from the next render, like the sign-in by `?h=`) and a password notice. In an
  // effect, not a state initialiser: React runs initialisers twice under StrictMode and keeps the second
  // result, which would find the notices already taken; a second run of this effect finds none and
  // leaves the state the first one set.
  useLayoutEffect(() => {
    const opened = session.openLogin();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- shown once, taken from storage
    if (opened.inactive) setInactive(true);
    if (opened.notice) setNotice(opened.notice);
  }, [session]);
  // The toast goes out from a passive effect, after the toasts (mounted in the same commit when the app
  // opens on this screen) have subscribed in theirs.
  useEffect(() => {
    const text = textById(notice);
    if (text) notifier.notify('success', text);
  }, [notice, notifier]);

  useEffect(() => whenIdle(loginFlow.warm), []);

  const onOutcome = (outcome: LoginOutcome) => {
    setBusy(false);
    setUnavailable(outcome.kind === 'unavailable');
    if (outcome.kind === 'unavailable') return;
    if (outcome.kind === 'signed-in') {
      // Back from the next page leaves the app rather than coming back here (which would sign out, spec §4).
      selection.keepFor(session.account().userId);
      navigate(session.takeReturnTo(selection.current() !== null), { replace: true });
    } else if (outcome.kind === 'code-required') {
      setPending(outcome.pending);
      notifier.notify('info', loginTexts.accessCodeSent);
    } else notifier.notify('error', textById(outcome.textId) ?? loginTexts.credentialsNotFound);
  };

  // exhaustMap: a second submit while signing in is ignored.
  const [submit, submitted$] = useObservableCallback<LoginOutcome, Submission>((request$) =>
    request$.pipe(
      exhaustMap((r) => {
        const deps: LoginDeps = services;
        return signIn$((flow) =>
          r.pending
            ? flow.submitAccessCode$(deps, r.pending, r.credentials, r.code)
            : flow.login$(deps, r.credentials),
        );
      }),
    ),
  );
  useSubscription(submitted$, onOutcome);

  // The cold hash sign-in runs while the screen is mounted.
  const hashed$ = useObservable(() =>
    secret ? signIn$((flow) => flow.hashLogin$(services, secret)) : EMPTY,
  );
  useSubscription(hashed$, onOutcome);
  useEffect(() => void takeQueryParams(window, ['h'], ['h']), []); // the secret leaves the address bar

  const fields = pending ? [username, password, code] : [username, password];
  const invalid = fields.some((f) => f.error);
  const send = () => {
    setBusy(true);
    submit({
      credentials: { username: username.value, password: password.value, rememberMe },
      code: code.value,
      pending,
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    fields.forEach((f) => f.touch());
    if (invalid) return notifier.notify('error', loginTexts.missingFields);
    send();
  };
  const t = intl.formatMessage;
  // A new code: the same sign-in again, which has the service mail a fresh code.
  const sendNewCode = () => {
    setBusy(true);
    code.set('');
    submit({
      credentials: { username: username.value, password: password.value, rememberMe },
      code: '',
      pending: null,
    });
  };
  // Pressing these keeps focus in the code field: its blur would show its error and move them away.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  // Back to the first step with empty fields, the e-mail field focused.
  const useAnotherAccount = () => {
    setPending(null);
    code.set('');
    password.set('');
    username.set('');
    rootNode.getElementById(LOGIN_FIELD_IDS.username)?.focus();
  };

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
        {pending && (
          <Status role="status" data-testid="access-code-sent">
            {t(loginTexts.codeSentTo, { email: username.value.trim() })}
          </Status>
        )}
        {pending && (
          <TextField
            id="access-code"
            label={t(loginTexts.accessCode)}
            field={code}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
        )}
        <Check>
          <input
            ref={rememberMeBox}
            id={LOGIN_FIELD_IDS.rememberMe}
            type="checkbox"
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          {t(loginTexts.rememberMe)}
        </Check>
        <Button type="submit" disabled={invalid || busy}>
          {t(busy ? loginTexts.signingIn : pending ? loginTexts.submitCode : loginTexts.submit)}
        </Button>
        {pending && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onMouseDown={keepFocus}
              onClick={sendNewCode}
              data-testid="send-new-code"
            >
              {t(loginTexts.sendNewCode)}
            </Button>
            <Button
              type="button"
              $variant="ghost"
              onMouseDown={keepFocus}
              onClick={useAnotherAccount}
              data-testid="other-account"
            >
              {t(loginTexts.otherAccount)}
            </Button>
          </div>
        )}
        <Button type="button" $variant="ghost" onClick={() => navigate(paths.forgotPassword)}>
          {t(loginTexts.forgotPassword)}
        </Button>
        <Note>{t(loginTexts.version, { version: APP_VERSION })}</Note>
      </FormCard>
    </AccountLayout>
  );
}

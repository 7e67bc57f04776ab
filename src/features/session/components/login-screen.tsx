import { useEffect, useState, type FormEvent } from 'react';
import { useObservableCallback, useSubscription } from 'observable-hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import { exhaustMap } from 'rxjs';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { APP_VERSION } from '../../../config/runtime';
import type { LoginResponse } from '../../../lib/api/schemas';
import { Button, Card, Field, FieldError } from '../../../ui/controls';
import { Header, Logo } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconVisibility, iconVisibilityOff } from '../../../ui/icons/paths';
import { LanguagePicker } from '../../../ui/language-picker';
import { useServices } from '../../../ui/services-context';
import { commonMessages, loginMessages } from '../messages';
import { hashLogin$, login$, submitAccessCode$, type Credentials, type LoginOutcome } from '../streams/login.streams';
import { validateLoginPassword, validateLoginUserName } from '../streams/validation';

const Layout = styled.main`
  min-height: calc(100vh - 60px);
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
`;

const Form = styled(Card).attrs({ as: 'form' })`
  width: min(100%, 420px);
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: 600px) { border: none; background: transparent; padding: 0; }
`;

const PasswordRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  input { flex: 1; }
`;

const Version = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const KEYS_CLEARED_ON_OPEN = ['currentGroup', 'canImpersonate', 'clientTypeId', 'accessToken'] as const;

/** The login screen (spec §2 Login, §4 Login, §5): credentials, optional access code, hash login by `?h=`. */
export default function LoginScreen() {
  const services = useServices();
  const { local, notifier, config } = services;
  const intl = useIntl();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [username, setUsername] = useState(() => local.get<string>('rememberedEmail') ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(() => local.get<boolean>('rememberMe') === true);
  const [showPassword, setShowPassword] = useState(false);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<LoginResponse | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    KEYS_CLEARED_ON_OPEN.forEach((key) => local.remove(key));
    services.hub.stop();
  }, [local, services.hub]);

  const userError = validateLoginUserName(username);
  const passwordError = validateLoginPassword(password);
  const codeError = pending && !code.trim() ? 'login.AccessCodeRequired' : undefined;
  const invalid = !!(userError || passwordError || codeError);

  const onOutcome = (outcome: LoginOutcome) => {
    setBusy(false);
    if (outcome.kind === 'signed-in') navigate('/player-selector');
    else if (outcome.kind === 'code-required') {
      setPending(outcome.pending);
      notifier.notify('info', loginMessages.accessCodeSent);
    } else notifier.notify('error', Object.values(loginMessages).find((m) => m.id === outcome.messageKey) ?? loginMessages.credentialsNotFound);
  };

  // exhaustMap: a second click while signing in is ignored.
  const [submit, submitted$] = useObservableCallback<LoginOutcome, { credentials: Credentials; code?: string; pending: LoginResponse | null }>(
    (request$) =>
      request$.pipe(
        exhaustMap(({ credentials, code: accessCode, pending: held }) =>
          held ? submitAccessCode$(services, held, credentials, accessCode ?? '') : login$(services, credentials),
        ),
      ),
  );
  useSubscription(submitted$, onOutcome);

  const [hashSubmit, hashSubmitted$] = useObservableCallback<LoginOutcome, string>((secret$) =>
    secret$.pipe(exhaustMap((secret) => hashLogin$(services, secret))),
  );
  useSubscription(hashSubmitted$, onOutcome);
  useEffect(() => {
    const h = new URLSearchParams(search).get('h');
    if (!h) return;
    window.history.replaceState(window.history.state, '', window.location.pathname); // the secret leaves the address bar
    hashSubmit(h);
  }, [search, hashSubmit]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) {
      notifier.notify('error', loginMessages.missingFields);
      return;
    }
    setBusy(true);
    submit({ credentials: { username, password, rememberMe }, code, pending });
  };

  const message = (key: string | undefined) => {
    const descriptor = key ? Object.values(loginMessages).find((m) => m.id === key) : undefined;
    return descriptor && <FieldError role="alert">{intl.formatMessage(descriptor)}</FieldError>;
  };
  const logo = config.logos['1'] ?? '';

  return (
    <>
      <Header start={<Logo src={logo} alt={intl.formatMessage(commonMessages.logo)} />} end={<LanguagePicker />} />
      <Layout>
        <Form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
          <h1 id="login-title" style={{ margin: 0, fontSize: '1.4rem' }}>
            <FormattedMessage {...loginMessages.title} />
          </h1>
          <Field>
            <label htmlFor="username">{intl.formatMessage(loginMessages.userName)}</label>
            <input id="username" name="username" type="text" autoComplete="username" value={username} maxLength={300}
              aria-invalid={touched && !!userError} onChange={(e) => setUsername(e.target.value)} onBlur={() => setTouched(true)} />
            {touched && message(userError)}
          </Field>
          <Field>
            <label htmlFor="password">{intl.formatMessage(loginMessages.password)}</label>
            <PasswordRow>
              <input id="password" name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" value={password}
                aria-invalid={touched && !!passwordError} onChange={(e) => setPassword(e.target.value)} />
              <Button type="button" $variant="ghost" aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}
                aria-label={intl.formatMessage(showPassword ? loginMessages.hidePassword : loginMessages.showPassword)}>
                <Icon path={showPassword ? iconVisibilityOff : iconVisibility} />
              </Button>
            </PasswordRow>
            {touched && message(passwordError)}
          </Field>
          {pending && (
            <Field>
              <label htmlFor="access-code">{intl.formatMessage(loginMessages.accessCode)}</label>
              <input id="access-code" name="access-code" type="text" inputMode="numeric" autoComplete="one-time-code" value={code}
                aria-invalid={touched && !!codeError} onChange={(e) => setCode(e.target.value)} autoFocus />
              {touched && message(codeError)}
            </Field>
          )}
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} style={{ width: 22, height: 22 }} />
            {intl.formatMessage(loginMessages.rememberMe)}
          </label>
          <Button type="submit" disabled={invalid || busy} aria-busy={busy}>
            {intl.formatMessage(pending ? loginMessages.submitCode : loginMessages.submit)}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => navigate('/forgot-password')}>
            {intl.formatMessage(loginMessages.forgotPassword)}
          </Button>
          <Version>{intl.formatMessage(loginMessages.version, { version: APP_VERSION })}</Version>
        </Form>
      </Layout>
    </>
  );
}

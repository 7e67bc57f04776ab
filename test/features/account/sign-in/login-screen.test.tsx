/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { APP_VERSION } from '../../../../src/config/runtime';
import { LOGIN_FIELD_IDS } from '../../../../src/features/account/sign-in/login-fields';
import LoginScreen from '../../../../src/features/account/sign-in/login-screen';
import { loginTexts } from '../../../../src/features/account/texts';
import { NetworkError } from '../../../../src/lib/api/errors';
import { Checkbox } from '../../../../src/ui/checkbox';
import { aLoginResponse } from '../../../support/builders';
import { apiFailure, apiRoutes, type ApiAnswer } from '../../../support/fake-api';
import { fakeServices, type FakeServicesOptions } from '../../../support/fake-services';
import { renderWithServices } from '../../../support/render-with-services';
import { english } from '../../../support/texts';

const LOGIN = 'POST api/Account/login';

function renderLogin(routes: Record<string, ApiAnswer>, options: FakeServicesOptions = {}, route = '/') {
  const services = fakeServices({ api: apiRoutes(routes), ...options });
  const view = renderWithServices(<LoginScreen />, { services, route });
  return { ...view, services };
}
const field = (label: { id: string }) => screen.getByLabelText(english(label));
const signIn = (username: string, password: string) => {
  fireEvent.change(field(loginTexts.userName), { target: { value: username } });
  fireEvent.change(field(loginTexts.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: english(loginTexts.submit) }));
};

afterEach(() => {
  // The access-validated cookie lives in jsdom's document: each test starts without one.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('LoginScreen (spec §2 Login, §4 Login, §8)', () => {
  it('offline, says that signing in needs the network, and keeps what was typed when the network returns (docs/architecture.md §11)', () => {
    const offline = (value: boolean) => {
      Object.defineProperty(navigator, 'onLine', { value: !value, configurable: true });
      window.dispatchEvent(new Event(value ? 'offline' : 'online'));
    };
    try {
      renderLogin({});
      expect(screen.queryByTestId('login-offline')).toBeNull();
      act(() => offline(true));
      expect(screen.getByTestId('login-offline')).toHaveTextContent(english(loginTexts.offline));
      fireEvent.change(field(loginTexts.userName), { target: { value: 'demo@example.com' } });
      act(() => offline(false));
      expect(screen.queryByTestId('login-offline')).toBeNull();
      expect(field(loginTexts.userName)).toHaveValue('demo@example.com');
    } finally {
      offline(false);
    }
  });

  it('clears the sign-in keys on opening, fills the remembered e-mail and shows the version', () => {
    const view = renderLogin(
      {},
      { signedIn: true, local: { rememberedEmail: 'demo@example.com', canImpersonate: 'true' } },
    );
    expect(view.services.local.get('accessToken')).toBeUndefined();
    expect(view.services.local.get('currentGroup')).toBeUndefined();
    expect(view.services.local.get('canImpersonate')).toBeUndefined();
    expect(view.services.hub.stops()).toBe(1);
    expect(field(loginTexts.userName)).toHaveValue('demo@example.com');
    expect(screen.getByText(english(loginTexts.version, { version: APP_VERSION }))).toBeInTheDocument();
  });

  it('keeps sign-in disabled until both fields are filled', () => {
    renderLogin({});
    const submit = screen.getByRole('button', { name: english(loginTexts.submit) });
    expect(submit).toBeDisabled();
    fireEvent.change(field(loginTexts.userName), { target: { value: 'demo@example.com' } });
    expect(submit).toBeDisabled();
    fireEvent.change(field(loginTexts.password), { target: { value: 'Demo!2345' } });
    expect(submit).toBeEnabled();
  });

  it('signs in, stores the session and goes to the player selector', async () => {
    const view = renderLogin({ [LOGIN]: () => of(aLoginResponse({ AccessToken: 'fresh-token' })) });
    signIn('demo@example.com', 'Demo!2345');
    await waitFor(() => expect(view.path()).toBe('/player-selector'));
    expect(view.services.api.calls[0]).toEqual({
      method: 'POST',
      path: 'api/Account/login',
      body: { UserName: 'demo@example.com', Password: 'Demo!2345', requiresAccessCode: true },
    });
    expect(view.services.local.get('accessToken')).toBe('fresh-token');
  });

  it('says so with Retry when the code the sign-in needs cannot be fetched, and Retry sends what was typed', async () => {
    let offline = true;
    const chunkLoadError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    const view = renderLogin({
      // The deferred REST client wraps its module's failed fetch (src/lib/api/deferred-api-client.ts).
      [LOGIN]: () =>
        offline
          ? throwError(() => new NetworkError('api/Account/login', chunkLoadError))
          : of(aLoginResponse({ AccessToken: 'fresh-token' })),
    });
    signIn('demo@example.com', 'Demo!2345');
    const message = await screen.findByTestId('login-unavailable');
    expect(message).toHaveAttribute('role', 'alert');
    expect(view.path()).toBe('/');
    offline = false;
    fireEvent.click(screen.getByTestId('login-retry'));
    await waitFor(() => expect(view.path()).toBe('/player-selector'));
    expect(view.services.api.calls.map((call) => call.body)).toEqual([
      { UserName: 'demo@example.com', Password: 'Demo!2345', requiresAccessCode: true },
      { UserName: 'demo@example.com', Password: 'Demo!2345', requiresAccessCode: true },
    ]);
  });

  it('asks for the access code when the account requires one, then signs in with it', async () => {
    const view = renderLogin({
      [LOGIN]: () => of(aLoginResponse({ RequiresAccessConfirmation: true, UserId: 'user-7' })),
      'POST api/Account/accesscode/validate': () => of(undefined),
    });
    signIn('access@example.com', 'Demo!2345');
    const code = await screen.findByLabelText(english(loginTexts.accessCode));
    expect(view.toasts()).toEqual([{ kind: 'info', text: english(loginTexts.accessCodeSent) }]);
    expect(view.services.local.get('accessToken')).toBeUndefined();
    expect(field(loginTexts.userName)).toHaveAttribute('readonly');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: english(loginTexts.submitCode) }));
    await waitFor(() => expect(view.path()).toBe('/player-selector'));
    expect(view.services.api.calls[1]).toEqual({
      method: 'POST',
      path: 'api/Account/accesscode/validate',
      // The pending login's token binds the code to this sign-in.
      body: { UserId: 'user-7', Email: 'access@example.com', Code: '123456', AccessToken: 'access-token' },
    });
  });

  it.each([401, 403, 500])(
    'stays on the form and says the credentials were not found on HTTP %i',
    async (status) => {
      const view = renderLogin({ [LOGIN]: apiFailure(status) });
      signIn('demo@example.com', 'Wrong!2345');
      await waitFor(() =>
        expect(view.toasts()).toEqual([{ kind: 'error', text: english(loginTexts.credentialsNotFound) }]),
      );
      expect(view.path()).toBe('/');
      expect(view.services.local.get('accessToken')).toBeUndefined();
      expect(screen.getByRole('button', { name: english(loginTexts.submit) })).toBeEnabled();
    },
  );

  it('says why the user was signed out after an idle logout, once', () => {
    const view = renderLogin({}, { local: { inactive: true } });
    const notices = screen.getAllByRole('status').filter((status) => status.tagName === 'P');
    expect(notices.map((notice) => notice.textContent)).toEqual([english(loginTexts.inactive)]);
    expect(view.services.local.get('inactive')).toBeUndefined();
  });

  it('signs in by the h query value and takes it out of the address bar', async () => {
    const view = renderLogin(
      { 'POST api/Account/login/hash': () => of(aLoginResponse({ AccessToken: 'hash-token' })) },
      {},
      '/?h=s3cret',
    );
    expect(window.location.search).toBe('');
    await waitFor(() => expect(view.path()).toBe('/player-selector'));
    expect(view.services.api.calls).toEqual([
      { method: 'POST', path: 'api/Account/login/hash', body: { Secret: 's3cret' } },
    ]);
    expect(view.services.local.get('accessToken')).toBe('hash-token');
  });

  it('goes to forgot password', () => {
    const view = renderLogin({});
    fireEvent.click(screen.getByRole('button', { name: english(loginTexts.forgotPassword) }));
    expect(view.path()).toBe('/forgot-password');
  });

  it("shows remember-me as the app's one checkbox", () => {
    renderLogin({});
    const box = document.getElementById(LOGIN_FIELD_IDS.rememberMe);
    expect(box?.getAttribute('type')).toBe('checkbox');
    expect(box?.classList).toContain(Checkbox.styledComponentId);
  });
});

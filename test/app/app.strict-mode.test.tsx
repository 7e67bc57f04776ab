/** @jest-environment jsdom */
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from '../../src/app/app';
import { loginTexts, resetTexts } from '../../src/features/account/texts';
import { fakeServices } from '../support/fake-services';
import { english } from '../support/texts';

/**
 * The app under React's StrictMode, as `npm run dev` runs it: React calls state initialisers twice and
 * mounts every effect twice, so what the login screen takes once (the idle notice and a password notice,
 * spec §4 "Login", "Password flows") must not be taken where a second call finds nothing.
 */
describe('App under StrictMode', () => {
  // The login route's code, compiled once before the app asks for it: under load its first compile can
  // outlast the wait for the screen. The whole app renders here (language, routes, a lazy screen), so
  // the waits for its states allow more than Testing Library's default second.
  beforeAll(() => import('../../src/features/account/sign-in/login-screen'));
  const APP_STATE = { timeout: 5_000 };

  const renderStrict = (services: ReturnType<typeof fakeServices>) => {
    window.history.replaceState(null, '', '/');
    render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  };

  it('shows the inactivity notice after an idle logout, once', async () => {
    const services = fakeServices({ local: { inactive: true } });
    renderStrict(services);

    const notice = await screen.findByTestId('inactive-notice', undefined, APP_STATE);
    expect(notice).toHaveTextContent(english(loginTexts.inactive));
    expect(screen.getAllByTestId('inactive-notice')).toHaveLength(1);
    expect(services.local.get('inactive')).toBeUndefined();
  });

  it('shows the password notice left for the login screen as a toast, once', async () => {
    const services = fakeServices({ tabValues: { notice: resetTexts.success.id } });
    renderStrict(services);

    await waitFor(
      () =>
        expect(
          Array.from(document.querySelectorAll<HTMLElement>('[data-kind]'), (toast) => ({
            kind: toast.dataset.kind,
            text: toast.textContent,
          })),
        ).toEqual([{ kind: 'success', text: english(resetTexts.success) }]),
      APP_STATE,
    );
    expect(services.tabStore.get('notice')).toBeUndefined();
  });
});

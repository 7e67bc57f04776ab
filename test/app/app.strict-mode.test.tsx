/** @jest-environment jsdom */
import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { App } from '../../src/app/app';
import { loginTexts } from '../../src/features/account/texts';
import { fakeServices } from '../support/fake-services';
import { english } from '../support/texts';

/**
 * The app under React's StrictMode, as `npm run dev` runs it: React calls state initialisers twice and
 * mounts every effect twice, so what the login screen takes once (the idle notice, spec §4 "Login") must
 * not be taken where a second call finds nothing.
 */
describe('App under StrictMode', () => {
  // The login route's code, compiled once before the app asks for it: under load its first compile can
  // outlast the wait for the screen.
  beforeAll(() => import('../../src/features/account/sign-in/login-screen'));

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

    const notice = await screen.findByTestId('inactive-notice');
    expect(notice).toHaveTextContent(english(loginTexts.inactive));
    expect(screen.getAllByTestId('inactive-notice')).toHaveLength(1);
    expect(services.local.get('inactive')).toBeUndefined();
  });
});

/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import LoginScreen from '../../../../src/features/account/sign-in/login-screen';
import { ServicesContext } from '../../../../src/hooks/services-context';
import { theme } from '../../../../src/ui/theme';
import { fakeServices, type FakeServicesOptions } from '../../../support/fake-services';
import { TEXTS } from '../../../support/texts';

/**
 * The login screen's first render at `address` with `options`, as markup: what the app's hydration
 * compares with the copy rendered at build time (scripts/prerender.ts, no `?h=`, no notice).
 */
function firstRender(address: string, options: FakeServicesOptions = {}): string {
  // React's server renderer wants the encoder jsdom's window lacks.
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  window.history.replaceState(null, '', address);
  const services = fakeServices(options);
  // The server renderer warns of every layout effect (observable-hooks subscribes in one); the build's
  // renderer runs React's production build, which does not, so only this warning is held back here.
  const consoleError = console.error;
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('useLayoutEffect does nothing on the server')) return;
    consoleError(...args);
  });
  try {
    return renderToString(
      <ServicesContext.Provider value={services}>
        <ThemeProvider theme={theme}>
          <IntlProvider locale="en-GB" messages={TEXTS.en} defaultLocale="en-GB">
            <Router ssrPath="/">
              <LoginScreen />
            </Router>
          </IntlProvider>
        </ThemeProvider>
      </ServicesContext.Provider>,
    );
  } finally {
    spy.mockRestore();
  }
}

/** The app takes the copy rendered at build time over whatever the visit brings (docs/design.md "What loads when"). */
describe('LoginScreen taking over its copy rendered at build time', () => {
  it.each([
    ['an inactivity notice', '/', { local: { inactive: true } }],
    ['a sign-in by ?h=', '/?h=demo-hash', {}],
  ])('renders first as the copy with %s, which shows from the next render', (_name, address, options) => {
    const copy = firstRender('/');
    expect(firstRender(address, options)).toBe(copy);
  });
});

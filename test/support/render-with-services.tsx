import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { useObservableState } from 'observable-hooks';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesContext, SignedInServicesContext } from '../../src/hooks/services-context';
import { localeOf, type LanguageCode } from '../../src/lib/i18n/languages';
import type { Services } from '../../src/lib/services';
import { GlobalStyle } from '../../src/ui/global-style';
import { theme } from '../../src/ui/theme';
import { Toasts } from '../../src/ui/toasts';
import { installDialogMethods } from './dialog-methods';
import { fakeServices, type FakeServices } from './fake-services';
import { TEXTS } from './texts';
import type { VirtualClock } from './virtual-clock';

/** Options of {@link renderWithServices}. */
export interface RenderWithServicesOptions {
  /** Services to use; whatever is left out comes from `fakeServices()`. */
  readonly services?: Partial<FakeServices> | Partial<Services>;
  /** The app path to start on (may carry a query, e.g. `/reset-password?u=a&c=b`); default `/`. */
  readonly route?: string;
  /** The interface language when `services.language` is not given (default en). */
  readonly language?: LanguageCode;
}

/** What {@link renderWithServices} returns: Testing Library's result plus the app's side of it. */
export interface RenderedWithServices extends RenderResult {
  /** The services the tree was rendered with, and the stores behind them (for a test to inspect). */
  readonly services: Services & Pick<FakeServices, 'local' | 'tabStore'>;
  /** Every path the memory router went to, the first being `route`. */
  readonly history: readonly string[];
  /** The router's current path. */
  path(): string;
  /** Moves the virtual clock (`services.scheduler`) forward inside React's `act`. */
  advance(ms: number): Promise<void>;
  /** Runs what is due now on the virtual clock (the fake player's replies), inside React's `act`. */
  settle(): Promise<void>;
  /** Texts react-intl could not format (an id missing from the language file, a broken ICU text). */
  readonly textErrors: readonly string[];
  /** The toasts on screen now, oldest first. */
  toasts(): { readonly kind: string; readonly text: string }[];
}

installDialogMethods();

/** Text errors of every render of the running test; checked after it. */
const rendered: string[][] = [];
afterEach(() => {
  const errors = rendered.splice(0).flat();
  // A text the language file lacks shows as its id in the built app (the bundle carries no defaults).
  if (errors.length) throw new Error(`react-intl could not format:\n${errors.join('\n')}`);
});

/** True when the scheduler is a {@link VirtualClock} a test can move. */
function isVirtualClock(scheduler: Services['scheduler']): scheduler is VirtualClock {
  return 'advance' in scheduler && typeof scheduler.advance === 'function';
}

/**
 * The app's own providers (src/app/app.tsx) around `children`, with the i18n/ texts of the current language,
 * and the signed-in screens' services (src/app/signed-in-services.tsx) from the fakes.
 */
function Providers({
  services,
  hook,
  textErrors,
  children,
}: {
  services: Services;
  hook: ReturnType<typeof memoryLocation>['hook'];
  textErrors: string[];
  children: ReactNode;
}) {
  const loaded = useObservableState(services.language.loaded$);
  if (!loaded) return null;
  return (
    <ServicesContext.Provider value={services}>
      <SignedInServicesContext.Provider value={services}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <IntlProvider
            locale={localeOf(loaded.language)}
            messages={TEXTS[loaded.language]}
            defaultLocale="en-GB"
            onError={(error) => void textErrors.push(`${error.code}: ${error.message}`)}
          >
            <Router hook={hook}>{children}</Router>
            <Toasts />
          </IntlProvider>
        </ThemeProvider>
      </SignedInServicesContext.Provider>
    </ServicesContext.Provider>
  );
}

/**
 * Renders `ui` as the app renders its screens: the services context, the theme, react-intl with the
 * real texts of i18n/ (so display texts are the ones users read), a wouter router on an in-memory
 * location starting at `route`, and the toasts. The services are fakes (test/support/fake-services.ts)
 * unless given; the address bar (`window.location`) is set to `route` too, for screens that read their
 * query from it.
 */
export function renderWithServices(
  ui: ReactElement,
  options: RenderWithServicesOptions = {},
): RenderedWithServices {
  const route = options.route ?? '/';
  const services: Services & Pick<FakeServices, 'local' | 'tabStore'> = {
    ...fakeServices({ language: options.language }),
    ...options.services,
  };
  window.history.replaceState(null, '', route);
  const location = memoryLocation({ path: route.split('?')[0], record: true });
  const textErrors: string[] = [];
  rendered.push(textErrors);
  // As the wrapper, the providers stay around what the test renders again (`rerender`).
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Providers services={services} hook={location.hook} textErrors={textErrors}>
        {children}
      </Providers>
    ),
  });
  const { scheduler } = services;
  const advance = async (ms: number) => {
    if (!isVirtualClock(scheduler)) throw new Error('advance needs a virtual clock as services.scheduler');
    await act(async () => scheduler.advance(ms));
  };
  return {
    ...result,
    services,
    history: location.history,
    path: () => location.history.at(-1) ?? route,
    advance,
    settle: () => advance(0),
    textErrors,
    toasts: () =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-kind]'), (toast) => ({
        kind: toast.dataset.kind ?? '',
        text: toast.textContent ?? '',
      })),
  };
}

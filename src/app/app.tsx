import { useMemo } from 'react';
import { useObservableState } from 'observable-hooks';
import { IntlProvider } from 'react-intl';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { navigate as browserNavigate, usePathname } from 'wouter/use-browser-location';
import { useHashLocation } from 'wouter/use-hash-location';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';
import { Toasts } from '../ui/toasts';
import { localeOf } from '../lib/i18n/languages';
import { PageMetadata } from './page-metadata';
import { RouteFocus } from '../ui/route-focus';
import { AppRoutes } from './routes';
import { RootNodeContext } from '../hooks/root-node';
import { ServicesContext } from '../hooks/services-context';
import type { Services } from '../lib/services';

/** Props of {@link App}. */
export interface AppProps {
  readonly services: Services;
  /** The CSP nonce put on every style tag. */
  readonly nonce?: string;
  /** The element the app renders into (it gets the `lang` attribute); its root node is the app's {@link RootNodeContext}. */
  readonly root?: HTMLElement;
  /** Where styled-components writes its style tags: the shadow root the app is in, or a wrapper beside the root. Default `document.head`. */
  readonly styleTarget?: HTMLElement | ShadowRoot;
}

/**
 * The root: services, styles (with the page's CSP nonce on every style tag, written into `styleTarget`),
 * theme, translations (rendered once the language file is in), the page's language and title, routing,
 * toasts.
 */
export function App({ services, nonce, root, styleTarget }: AppProps) {
  const { routing: mode, basePath } = services.config;
  const routing = useMemo(
    () => (mode === 'hash' ? { hook: useHashLocation } : basePathRouting(basePath)),
    [mode, basePath],
  );
  const rootNode = useMemo(() => (root?.getRootNode() ?? null) as Document | ShadowRoot | null, [root]);
  const loaded = useObservableState(services.language.loaded$);
  if (!loaded) return null; // the language file is tiny; nothing flashes in the wrong language
  return (
    <ServicesContext.Provider value={services}>
      <RootNodeContext.Provider value={rootNode}>
        <StyleSheetManager nonce={nonce} target={styleTarget}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <IntlProvider
              locale={localeOf(loaded.language)}
              messages={loaded.catalogue as Record<string, never>}
              defaultLocale="en-GB"
              onError={(error) => {
                if (error.code !== 'MISSING_TRANSLATION') services.logger.warn(error.message);
              }}
            >
              <Router {...routing}>
                <PageMetadata root={root} />
                <RouteFocus root={root} />
                <AppRoutes />
              </Router>
              <Toasts />
            </IntlProvider>
          </ThemeProvider>
        </StyleSheetManager>
      </RootNodeContext.Provider>
    </ServicesContext.Provider>
  );
}

/** wouter's browser-location hook result: the path and a navigate function. */
type LocationHook = () => [string, (to: string, options?: { replace?: boolean; state?: unknown }) => void];

/**
 * Path routing under `basePath` for wouter. The base lives in the location hook rather than in the
 * Router's `base`, because wouter's `~/…` paths (absolute navigation out of nested routes) escape
 * every base, the Router's too: here `~/player` is `<basePath>/player`, so the app also works on a
 * host page under a base path. Link `href`s get the base too.
 */
export function basePathRouting(basePath: string): { hook: LocationHook; hrefs: (href: string) => string } {
  const base = basePath.replace(/\/+$/, '');
  const navigate = (to: string, options?: { replace?: boolean; state?: unknown }) =>
    browserNavigate(`${base}${to}`, options);
  const useBasePathLocation: LocationHook = () => {
    const path = usePathname();
    // Outside the base (never on a well-configured page): no route matches and the app redirects to its base.
    const inside = path === base || path.startsWith(`${base}/`);
    return [inside ? path.slice(base.length) || '/' : `~${path}`, navigate];
  };
  return { hook: useBasePathLocation, hrefs: (href) => `${base}${href}` };
}

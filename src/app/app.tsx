import { Suspense, useMemo } from 'react';
import { useObservableState } from 'observable-hooks';
import { IntlProvider } from 'react-intl';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { navigate as browserNavigate, usePathname } from 'wouter/use-browser-location';
import { useHashLocation } from 'wouter/use-hash-location';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';
import { RouteFocus } from '../ui/route-focus';
import { localeOf } from '../lib/i18n/languages';
import { PageMetadata } from './page-metadata';
import { useLanguage } from './use-language';
import { AppRoutes } from './routes';
import { DeferredToasts } from './deferred-toasts';
import { RootNodeContext } from '../hooks/root-node';
import { ServicesContext, useServices } from '../hooks/services-context';
import type { CoreServices } from '../lib/services';

/** Props of {@link App}. */
export interface AppProps {
  readonly services: CoreServices;
  /** The CSP nonce put on every style tag. */
  readonly nonce?: string;
  /** The element the app renders into (it gets the `lang` attribute); its root node is the app's {@link RootNodeContext}. */
  readonly root?: HTMLElement;
  /** Where styled-components writes its style tags: the shadow root the app is in, or a wrapper beside the root. Default `document.head`. */
  readonly styleTarget?: HTMLElement | ShadowRoot;
  /** The address the router sees while rendering without a browser (scripts/prerender.ts): `/` for the login screen. */
  readonly ssrPath?: string;
}

/**
 * The root, in a Suspense boundary of its own (the one a hydration waits in, src/embed/mount.tsx):
 * services, styles (with the page's CSP nonce on every style tag, written into `styleTarget`),
 * theme, translations (rendered once the language file is in), the page's language and title, routing,
 * toasts (once the first screen has painted).
 */
export function App(props: AppProps) {
  return (
    <Suspense fallback={null}>
      <AppBody {...props} />
    </Suspense>
  );
}

function AppBody({ services, nonce, root, styleTarget, ssrPath }: AppProps) {
  const { routing: mode, basePath } = services.config;
  const routing = useMemo(
    () => (mode === 'hash' ? { hook: useHashLocation } : basePathRouting(basePath)),
    [mode, basePath],
  );
  const rootNode = useMemo(() => (root?.getRootNode() ?? null) as Document | ShadowRoot | null, [root]);
  // The language file is tiny; nothing flashes in the wrong language.
  const loaded = useLanguage(services.language);
  return (
    <ServicesContext.Provider value={services}>
      <RootNodeContext.Provider value={rootNode}>
        <StyleSheetManager nonce={nonce} target={styleTarget}>
          <ThemeProvider theme={theme}>
            <BrandedGlobalStyle />
            <IntlProvider
              locale={localeOf(loaded.language)}
              messages={loaded.catalogue as Record<string, never>}
              defaultLocale="en-GB"
              onError={(error) => {
                if (error.code !== 'MISSING_TRANSLATION') services.logger.warn(error.message);
              }}
            >
              <Router {...routing} ssrPath={ssrPath}>
                <PageMetadata root={root} />
                <RouteFocus root={root} />
                <AppRoutes />
              </Router>
              <DeferredToasts />
            </IntlProvider>
          </ThemeProvider>
        </StyleSheetManager>
      </RootNodeContext.Provider>
    </ServicesContext.Provider>
  );
}

/** wouter's browser-location hook result: the path and a navigate function. */
type LocationHook = (router?: {
  readonly ssrPath?: string;
}) => [string, (to: string, options?: { replace?: boolean; state?: unknown }) => void];

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
  const useBasePathLocation: LocationHook = (router) => {
    const path = usePathname({ ssrPath: router?.ssrPath });
    // Outside the base (never on a well-configured page): no route matches and the app redirects to its base.
    const inside = path === base || path.startsWith(`${base}/`);
    return [inside ? path.slice(base.length) || '/' : `~${path}`, navigate];
  };
  return { hook: useBasePathLocation, hrefs: (href) => `${base}${href}` };
}

/**
 * The app-wide styles with the account's brand accent (spec §9; signed out, the first brand's). Its own
 * component, so a brand that arrives re-renders only the style, never the screens beside it: an update
 * above a screen still hydrating from the markup rendered at build time would make React render that
 * screen anew and lose what was typed into it.
 */
function BrandedGlobalStyle() {
  const { session } = useServices();
  return <GlobalStyle $brand={useObservableState(session.brand$)} />;
}

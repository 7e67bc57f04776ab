import { useObservableState } from 'observable-hooks';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';
import { Toasts } from '../ui/toasts';
import { localeOf } from '../lib/i18n/languages';
import { AppRoutes } from './routes';
import { ServicesContext } from '../ui/services-context';
import type { Services } from '../lib/services';

/** The root: services, theme, translations (rendered once the language file is in), routing, toasts. */
export function App({ services }: { services: Services }) {
  const loaded = useObservableState(services.language.loaded$);
  if (!loaded) return null; // the language file is tiny; nothing flashes in the wrong language
  const routing = services.config.routing === 'hash' ? { hook: useHashLocation } : { base: services.config.basePath };
  return (
    <ServicesContext.Provider value={services}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <IntlProvider
          locale={localeOf(loaded.language)}
          messages={loaded.messages as Record<string, never>}
          defaultLocale="en-GB"
          onError={(error) => {
            if (error.code !== 'MISSING_TRANSLATION') services.logger.warn(error.message);
          }}
        >
          <Router {...routing}>
            <AppRoutes />
          </Router>
          <Toasts />
        </IntlProvider>
      </ThemeProvider>
    </ServicesContext.Provider>
  );
}

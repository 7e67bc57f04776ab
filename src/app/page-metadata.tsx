import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useServices } from '../hooks/services-context';
import { pageTitle, titleTexts } from './texts';

/**
 * The page's language and title (screen readers and CJK glyph choice depend on `lang`): `lang` goes on the
 * app's root element, and on `<html>` only when the app owns the page (`config.ownsPage`); each route sets a
 * translated document title ("Playlists · Player Remote") unless `config.titles` is off (a host page keeps
 * its own).
 */
export function PageMetadata({ root }: { root: HTMLElement | undefined }) {
  const { config } = useServices();
  const intl = useIntl();
  const [location] = useLocation();
  const { locale } = intl;
  useEffect(() => {
    root?.setAttribute('lang', locale);
    if (config.ownsPage) document.documentElement.lang = locale;
  }, [root, locale, config.ownsPage]);
  useEffect(() => {
    if (!config.titles) return;
    const page = pageTitle(location);
    document.title = page
      ? intl.formatMessage(titleTexts.format, { page: intl.formatMessage(page) })
      : intl.formatMessage(titleTexts.app);
  }, [config.titles, intl, location]);
  return null;
}

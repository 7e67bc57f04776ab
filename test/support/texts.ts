import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import enUS from '../../i18n/en-US.json';
import es from '../../i18n/es.json';
import fr from '../../i18n/fr.json';
import zhCHS from '../../i18n/zh-CHS.json';
import zhCHT from '../../i18n/zh-CHT.json';
import { createIntl } from 'react-intl';
import type { LanguageCode } from '../../src/lib/i18n/languages';

/**
 * The translation sources of i18n/ (formatjs "simple" format: id → ICU text), the texts the build
 * compiles for each language. Feeding them to react-intl makes the display texts of a component test
 * the real ones, not the defaults written beside the code.
 */
export const TEXTS: Readonly<Record<LanguageCode, Readonly<Record<string, string>>>> = {
  en,
  'en-US': enUS,
  es,
  de,
  fr,
  'zh-CHS': zhCHS,
  'zh-CHT': zhCHT,
};

const englishIntl = createIntl({
  locale: 'en-GB',
  messages: TEXTS.en,
  onError: (error) => {
    throw error;
  },
});

/**
 * A message as the app shows it in English, formatted from i18n/en.json with `values` (throws for an id
 * missing there, so a typo fails the test). Pass the descriptor the component uses (`playlistsTexts.empty`).
 */
export function english(
  descriptor: { readonly id: string },
  values?: Readonly<Record<string, string | number>>,
): string {
  return englishIntl.formatMessage(descriptor, values);
}

/** The seven interface languages of spec §1, with the BCP 47 tag each formats numbers with. */
export const LANGUAGES = [
  { code: 'en', locale: 'en-GB', name: 'English' },
  { code: 'en-US', locale: 'en-US', name: 'English (US)' },
  { code: 'es', locale: 'es-ES', name: 'Español' },
  { code: 'de', locale: 'de-DE', name: 'Deutsch' },
  { code: 'fr', locale: 'fr-FR', name: 'Français' },
  { code: 'zh-CHS', locale: 'zh-CN', name: '简体中文' },
  { code: 'zh-CHT', locale: 'zh-TW', name: '繁體中文' },
] as const;

/** A language code of spec §1 (`en`, `en-US`, `es`, `de`, `fr`, `zh-CHS`, `zh-CHT`). */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** True when `value` is one of the seven codes. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

/**
 * Maps a browser language to an interface language (spec §1): en-GB → en, en-US → en-US, de-DE → de,
 * fr-FR → fr, es-ES → es, zh-CN → zh-CHS, zh-TW → zh-CHT; other regions of a known language take its
 * base (de-AT → de, zh-HK → zh-CHT, zh-SG → zh-CHS); anything else → undefined.
 */
export function fromBrowserLanguage(tag: string | undefined): LanguageCode | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower === 'en-us') return 'en-US';
  if (lower.startsWith('zh')) return /^zh-(tw|hk|mo|hant)/.test(lower) ? 'zh-CHT' : 'zh-CHS';
  const base = lower.split('-')[0];
  return (['en', 'es', 'de', 'fr'] as const).find((code) => code === base);
}

/** Initial language (spec §1): the stored one, else the first browser language that maps, else en. */
export function initialLanguage(stored: unknown, browserLanguages: readonly string[]): LanguageCode {
  if (isLanguageCode(stored)) return stored;
  for (const tag of browserLanguages) {
    const code = fromBrowserLanguage(tag);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** The locale (for number and date formatting) of a language code. */
export function localeOf(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.locale ?? 'en-GB';
}

/** The address of one language's compiled catalogue (spec §1: `i18n/{lang}.json`) under `assetsBase` (no trailing slash). */
export function textsUrl(assetsBase: string, code: LanguageCode): string {
  return `${assetsBase}/i18n/${code}.json`;
}

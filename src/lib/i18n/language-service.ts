import { BehaviorSubject, catchError, distinctUntilChanged, map, of, shareReplay, switchMap, type Observable } from 'rxjs';
import { fromFetch } from 'rxjs/fetch';
import type { KeyValueStore, LocalKey } from '../storage/web-storage';
import { DEFAULT_LANGUAGE, initialLanguage, isLanguageCode, type LanguageCode } from './languages';

/** Compiled messages of one language (formatjs `compile --ast` output): id → message AST. */
export type CompiledMessages = Record<string, unknown>;

/** The current language and its messages (spec §1: files fetched per language from assets/i18n/{lang}.json). */
export interface LanguageService {
  readonly language$: Observable<LanguageCode>;
  /** The language with its loaded messages; `messages` is {} when the file could not be loaded (defaults show). */
  readonly loaded$: Observable<{ readonly language: LanguageCode; readonly messages: CompiledMessages }>;
  /** Switches language at once (no reload) and stores it under `language`. */
  setLanguage(code: LanguageCode): void;
}

/** Dependencies: where translation files live, the store, the browser's languages, and a logger. */
export interface LanguageDeps {
  readonly assetsBase: string;
  readonly store: KeyValueStore<LocalKey>;
  readonly browserLanguages: readonly string[];
  readonly logger: Pick<Console, 'warn'>;
  readonly load?: (url: string) => Observable<CompiledMessages>;
}

const fetchJson = (url: string): Observable<CompiledMessages> =>
  fromFetch(url).pipe(
    switchMap((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return response.json() as Promise<CompiledMessages>;
    }),
  );

/** Creates the language service; the initial language follows spec §1 (stored, browser map, en). */
export function createLanguageService(deps: LanguageDeps): LanguageService {
  const language = new BehaviorSubject<LanguageCode>(initialLanguage(deps.store.get('language'), deps.browserLanguages));
  const load = deps.load ?? fetchJson;
  const loaded$ = language.pipe(
    distinctUntilChanged(),
    // switchMap: only the latest chosen language matters.
    switchMap((code) =>
      load(`${deps.assetsBase}/i18n/${code}.json`).pipe(
        map((messages) => ({ language: code, messages })),
        catchError((error: unknown) => {
          deps.logger.warn(`Translations for ${code} could not be loaded`, error);
          return of({ language: code, messages: {} });
        }),
      ),
    ),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  return {
    language$: language.asObservable(),
    loaded$,
    setLanguage(code) {
      const next = isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
      deps.store.set('language', next);
      language.next(next);
    },
  };
}

import {
  BehaviorSubject,
  catchError,
  defer,
  distinctUntilChanged,
  from,
  map,
  of,
  shareReplay,
  switchMap,
  tap,
  type Observable,
} from 'rxjs';
import { fromFetch } from 'rxjs/fetch';
import type { KeyValueStore, LocalKey } from '../storage/web-storage';
import { DEFAULT_LANGUAGE, initialLanguage, isLanguageCode, textsUrl, type LanguageCode } from './languages';

/** One language's compiled catalogue (formatjs `compile --ast` output): id → the text's AST. */
export type CompiledTexts = Record<string, unknown>;

/** A language with its catalogue. */
export interface LoadedLanguage {
  readonly language: LanguageCode;
  readonly catalogue: CompiledTexts;
}

/** The current language and its catalogue (spec §1: files fetched per language from assets/i18n/{lang}.json). */
export interface LanguageService {
  readonly language$: Observable<LanguageCode>;
  /**
   * The language with its loaded catalogue; the English catalogue when that file could not be loaded (its
   * file is asked again the next time the language is chosen); {} when neither could.
   */
  readonly loaded$: Observable<LoadedLanguage>;
  /** Switches language at once (no reload) and stores it under `language`. */
  setLanguage(code: LanguageCode): void;
}

/** Dependencies: where translation files live, the store, the browser's languages, and a logger. */
export interface LanguageDeps {
  readonly assetsBase: string;
  readonly store: KeyValueStore<LocalKey>;
  readonly browserLanguages: readonly string[];
  readonly logger: Pick<Console, 'warn'>;
  readonly load?: (url: string) => Observable<CompiledTexts>;
}

/** Fetches started by {@link preloadLanguage}, by address; a failed one is forgotten. */
const preloaded = new Map<string, Promise<CompiledTexts>>();

/**
 * Starts fetching the catalogue of `code` now (the entry calls it before React renders); the service's
 * first load of that file takes this answer instead of asking again.
 */
export function preloadLanguage(assetsBase: string, code: LanguageCode): void {
  const url = textsUrl(assetsBase, code);
  if (preloaded.has(url)) return;
  const texts = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response.json() as Promise<CompiledTexts>;
  });
  preloaded.set(url, texts);
  texts.catch(() => preloaded.delete(url));
}

const fetchJson = (url: string): Observable<CompiledTexts> => {
  const early = preloaded.get(url);
  if (early) return from(early);
  return fromFetch(url).pipe(
    switchMap((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return response.json() as Promise<CompiledTexts>;
    }),
  );
};

/** Creates the language service; the initial language follows spec §1 (stored, browser map, en). */
export function createLanguageService(deps: LanguageDeps): LanguageService {
  const language = new BehaviorSubject<LanguageCode>(
    initialLanguage(deps.store.get('language'), deps.browserLanguages),
  );
  const load = deps.load ?? fetchJson;
  // Each language as first loaded: a subscriber that comes after all others left (the prerendered
  // screen's hand-over, a remount) gets it again, the same object, without a second fetch of its file.
  const loadedLanguages = new Map<LanguageCode, LoadedLanguage>();
  const loaded$ = language.pipe(
    distinctUntilChanged(),
    // switchMap: only the latest chosen language matters.
    switchMap((code) => {
      const known = loadedLanguages.get(code);
      if (known) return of(known);
      const file = (lang: LanguageCode) => load(textsUrl(deps.assetsBase, lang));
      const english$ = defer(() => file(DEFAULT_LANGUAGE)).pipe(
        catchError((error: unknown) => {
          deps.logger.warn('English translations could not be loaded either', error);
          return of({});
        }),
      );
      return file(code).pipe(
        map((catalogue): LoadedLanguage => ({ language: code, catalogue })),
        tap((loaded) => loadedLanguages.set(code, loaded)),
        catchError((error: unknown) => {
          // The bundle carries no texts: fall back to English rather than show text ids.
          deps.logger.warn(`Translations for ${code} could not be loaded; showing English`, error);
          return (code === DEFAULT_LANGUAGE ? of({}) : english$).pipe(
            map((catalogue): LoadedLanguage => ({ language: code, catalogue })),
          );
        }),
      );
    }),
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

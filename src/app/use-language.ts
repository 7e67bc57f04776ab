import { distinctUntilChanged, firstValueFrom, skip, startWith, type ObservedValueOf } from 'rxjs';
import { useObservable, useObservableState } from 'observable-hooks';
import type { Services } from '../lib/services';

/** The first language file of a language service: its answer once in, and the promise of it. */
interface FirstLoad {
  value?: LanguageLoaded;
  readonly promise: Promise<void>;
}

/** A language with its catalogue, as the language service gives it. */
export type LanguageLoaded = ObservedValueOf<Services['language']['loaded$']>;

const firstLoads = new WeakMap<Services['language'], FirstLoad>();

/** True when `a` and `b` are the same language with the same catalogue. */
const sameLoad = (a: LanguageLoaded, b: LanguageLoaded) =>
  a.language === b.language && a.catalogue === b.catalogue;

/**
 * The language and its catalogue, suspending (React Suspense) until the first file is in, so a server
 * render waits for it and a hydration keeps the prerendered markup meanwhile; then each later one. The
 * first one given again (the same language and catalogue, even as another object) is no change, and no
 * render follows, for an update above a screen still hydrating would make React render it anew and lose
 * what was typed into it (docs/design.md "What loads when").
 */
export function useLanguage(language: Services['language']): LanguageLoaded {
  let first = firstLoads.get(language);
  if (!first) {
    const entry: FirstLoad = {
      promise: firstValueFrom(language.loaded$).then((loaded) => {
        entry.value = loaded;
      }),
    };
    firstLoads.set(language, entry);
    first = entry;
  }
  const initial = first.value;
  // Only a change of language or catalogue passes (the first value itself never re-renders).
  const changes$ = useObservable(() =>
    initial
      ? language.loaded$.pipe(startWith(initial), distinctUntilChanged(sameLoad), skip(1))
      : language.loaded$,
  );
  const loaded = useObservableState(changes$, initial);
  if (!initial) throw first.promise;
  return loaded ?? initial;
}

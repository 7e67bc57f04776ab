/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { BehaviorSubject, defer, from, map, shareReplay, switchMap } from 'rxjs';
import { useLanguage } from '../../src/app/use-language';
import type { LanguageCode } from '../../src/lib/i18n/languages';
import type { Services } from '../../src/lib/services';

/**
 * A language service as the app's is built: each subscription after the last one ended loads the file
 * again (shareReplay with refCount) and answers, a microtask later, with a fresh object for the same
 * messages. `catalogues` are the messages per language, one object each.
 */
function languageService(catalogues: Record<string, Record<string, unknown>>) {
  const language = new BehaviorSubject<LanguageCode>('en');
  const loaded$ = language.pipe(
    switchMap((code) => defer(() => from(Promise.resolve(catalogues[code]!)))),
    map((catalogue) => ({ language: language.value, catalogue })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const service = {
    language$: language.asObservable(),
    loaded$,
    setLanguage: (code: LanguageCode) => language.next(code),
  } as Services['language'];
  return service;
}

describe('useLanguage (the app suspends until the first language file is in)', () => {
  it('renders once for the first language, even when the service gives it again; a new language renders', async () => {
    const catalogues = { en: { hello: 'Hello' }, fr: { hello: 'Bonjour' } };
    const service = languageService(catalogues);
    const renders: string[] = [];
    function Probe() {
      const loaded = useLanguage(service);
      renders.push(loaded.language);
      return <p data-testid="language">{loaded.language}</p>;
    }
    render(
      <Suspense fallback={null}>
        <Probe />
      </Suspense>,
    );
    expect(await screen.findByTestId('language')).toHaveTextContent('en');
    // The service's second answer for English (a fresh object, the same messages) comes a microtask later.
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(renders).toEqual(['en']);
    await act(async () => {
      service.setLanguage('fr');
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(renders).toEqual(['en', 'fr']);
    expect(screen.getByTestId('language')).toHaveTextContent('fr');
  });
});

import { firstValueFrom, of, throwError, skip } from 'rxjs';
import { createLanguageService } from '../../../src/lib/i18n/language-service';
import { createStore, type LocalKey } from '../../../src/lib/storage/web-storage';
import { fromBrowserLanguage, initialLanguage } from '../../../src/lib/i18n/languages';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const setup = (files: Record<string, object>, browserLanguages = ['en-GB'], stored?: string) => {
  const area = new MemoryStorage();
  const store = createStore<LocalKey>(area);
  if (stored) store.set('language', stored);
  const requested: string[] = [];
  const logger = { warn: jest.fn() };
  const service = createLanguageService({
    assetsBase: '/assets',
    store,
    browserLanguages,
    logger,
    load: (url) => {
      requested.push(url);
      const lang = url.replace('/assets/i18n/', '').replace('.json', '');
      return files[lang]
        ? of(files[lang] as Record<string, unknown>)
        : throwError(() => new Error(`404 ${url}`));
    },
  });
  return { service, area, requested, logger };
};

describe('language service (spec §1)', () => {
  it('maps browser languages as the spec lists them', () => {
    expect(['en-GB', 'en-US', 'de-DE', 'fr-FR', 'es-ES', 'zh-CN', 'zh-TW'].map(fromBrowserLanguage)).toEqual([
      'en',
      'en-US',
      'de',
      'fr',
      'es',
      'zh-CHS',
      'zh-CHT',
    ]);
    expect(fromBrowserLanguage('pt-BR')).toBeUndefined();
    expect(initialLanguage(undefined, ['pt-BR', 'nl'])).toBe('en');
    expect(initialLanguage('fr', ['de-DE'])).toBe('fr');
    expect(initialLanguage('xx', ['de-DE'])).toBe('de');
  });

  it('loads the initial language file from assets/i18n/{lang}.json', async () => {
    const { service, requested } = setup({ de: { a: 'Hallo' } }, ['de-DE']);
    expect(await firstValueFrom(service.loaded$)).toEqual({ language: 'de', catalogue: { a: 'Hallo' } });
    expect(requested).toEqual(['/assets/i18n/de.json']);
  });

  it('falls back to the English catalogue when a language file cannot be loaded', async () => {
    const { service, logger } = setup({ en: { a: 'Hello' } }, ['fr-FR']);
    expect(await firstValueFrom(service.loaded$)).toEqual({ language: 'fr', catalogue: { a: 'Hello' } });
    expect(logger.warn).toHaveBeenCalled();
  });

  it('switches at once and stores the choice', async () => {
    const { service, area } = setup({ en: { a: 'Hello' }, es: { a: 'Hola' } });
    const next = firstValueFrom(service.loaded$.pipe(skip(1)));
    await firstValueFrom(service.loaded$);
    service.setLanguage('es');
    expect(await next).toEqual({ language: 'es', catalogue: { a: 'Hola' } });
    expect(area.getItem('ngx-webstorage|language')).toBe('"es"');
  });

  it('loads a language once, however often its subscribers come and go, and hands on the same object', async () => {
    const { service, requested } = setup({ en: { a: 'Hello' } });
    const first = await firstValueFrom(service.loaded$);
    // Nobody subscribed in between (the prerendered screen's hand-over, a remount): the first load stands.
    const again = await firstValueFrom(service.loaded$);
    expect(again).toBe(first);
    expect(requested).toEqual(['/assets/i18n/en.json']);
  });
});

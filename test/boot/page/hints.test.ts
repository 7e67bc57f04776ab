/** @jest-environment jsdom */
/**
 * The head's page script (src/boot/page/hints.ts): the language the app will start in, and the preloads of
 * its texts and, on a signed-in reload of the now-playing screen, of the last cover.
 */
import { storageKey } from '../../../src/lib/storage/web-storage';

function run(path: string): void {
  history.replaceState(null, '', path);
  document.head.innerHTML = '<script defer src="http://localhost/js/main.0123456789.js"></script>';
  jest.isolateModules(() => {
    require('../../../src/boot/page/hints');
  });
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.as,
    href: link.href,
    crossOrigin: link.crossOrigin,
  }));

describe('the page’s hints', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('preloads the texts of the stored language and notes it on <html>', () => {
    localStorage.setItem(storageKey('language'), '"zh-CHT"');
    run('/');
    expect(document.documentElement.dataset.initialLanguage).toBe('zh-CHT');
    expect(preloads()).toEqual([
      { as: 'fetch', href: 'http://localhost/assets/i18n/zh-CHT.json', crossOrigin: 'anonymous' },
    ]);
  });

  it('preloads the last cover on a signed-in visit to the now-playing screen only', () => {
    localStorage.setItem(storageKey('accessToken'), '"token"');
    sessionStorage.setItem(storageKey('artwork'), '"http://localhost/stills/cover.jpg"');
    run('/player');
    expect(preloads().map((p) => p.as)).toEqual(['fetch', 'image']);
    document.head.replaceChildren();
    run('/player/playlists');
    expect(preloads().map((p) => p.as)).toEqual(['fetch']);
  });
});

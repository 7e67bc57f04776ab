/** @jest-environment jsdom */
/**
 * The head's page script (src/boot/page/hints.ts): the language the app will start in, and the preloads of
 * the opening screen's scripts, of its texts and, on a signed-in reload of the now-playing screen, of the
 * last cover.
 */
import { storageKey } from '../../../src/lib/storage/web-storage';

/** What the build writes into the page script (src/boot/page/route-scripts.ts), for these tests. */
const ROUTE_SCRIPTS = {
  login: [
    ['js/207.0123456789.js', 'sha384-shared'],
    ['js/login.0123456789.js', 'sha384-login'],
  ],
  'player-area': [
    ['js/signed-in.0123456789.js', 'sha384-signed-in'],
    ['js/player-area.0123456789.js', 'sha384-player-area'],
  ],
  'selector-area': [['js/selector-area.0123456789.js', 'sha384-selector-area']],
  overview: [['js/overview.0123456789.js', 'sha384-overview']],
};

/** The entry's scripts as the build writes them. */
const ENTRY_SCRIPTS = [
  ['js/main.0123456789.js', 'sha384-main'],
  ['js/more.0123456789.js', 'sha384-more'],
];

function run(path: string, nonce = 'page-nonce'): void {
  history.replaceState(null, '', path);
  document.head.innerHTML = '<link rel="manifest" href="http://localhost/manifest.webmanifest">';
  const script = document.createElement('script');
  script.nonce = nonce;
  document.head.append(script);
  jest.isolateModules(() => {
    jest.doMock('../../../src/boot/page/route-scripts', () => ({
      routeScripts: ROUTE_SCRIPTS,
      entryScripts: ENTRY_SCRIPTS,
    }));
    // The page script runs with its own tag as the current script, as inline in index.html.
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    try {
      require('../../../src/boot/page/hints');
    } finally {
      Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
    }
  });
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.as,
    href: link.href,
    crossOrigin: link.crossOrigin,
  }));

/** The entry's scripts by address. */
const entryAddresses = ENTRY_SCRIPTS.map(([file]) => `http://localhost/${file}`);

/** The preloads of the opening screen's scripts (not of the entry's). */
const scriptHints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
    .filter((link) => link.as === 'script' && !entryAddresses.includes(link.href))
    .map((link) => ({
      href: link.href,
      integrity: link.integrity,
      crossOrigin: link.crossOrigin,
      nonce: link.nonce,
    }));

describe('the page’s hints', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('adds the entry’s scripts to the page, in order, with their integrity values (docs/architecture.md §11)', () => {
    run('/player');
    const added = [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
      src: script.src,
      integrity: script.integrity,
      crossOrigin: script.crossOrigin,
      async: script.async,
    }));
    expect(added).toEqual([
      {
        src: 'http://localhost/js/main.0123456789.js',
        integrity: 'sha384-main',
        crossOrigin: 'anonymous',
        async: false,
      },
      {
        src: 'http://localhost/js/more.0123456789.js',
        integrity: 'sha384-more',
        crossOrigin: 'anonymous',
        async: false,
      },
    ]);
  });

  describe('on a signed-in visit of the now-playing screen, which paints its skeleton first (src/boot/page/prerendered.ts)', () => {
    const added = () =>
      [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src);
    const entryPreloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
        .filter((link) => entryAddresses.includes(link.href))
        .map((link) => [link.href, link.integrity]);
    const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));

    beforeEach(() => {
      localStorage.setItem(storageKey('accessToken'), '"token"');
      localStorage.setItem(storageKey('lastSelection'), '"the last player and zone"');
    });
    afterEach(() => Reflect.deleteProperty(document, 'visibilityState'));

    it('preloads the entry’s scripts and adds them once the page has drawn a frame', async () => {
      run('/player');
      expect(entryPreloads()).toEqual(
        ENTRY_SCRIPTS.map(([file, integrity]) => [`http://localhost/${file}`, integrity]),
      );
      expect(added()).toEqual([]);
      await nextFrame();
      expect(added()).toEqual(entryAddresses);
    });

    it('adds them at once in a hidden tab, which draws no frames', () => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      run('/player');
      expect(added()).toEqual(entryAddresses);
    });

    it.each([
      ['on any other screen', '/player/playlists', () => undefined],
      [
        'when no player was ever chosen (the app opens the player list)',
        '/player',
        () => localStorage.clear(),
      ],
    ])('adds them at once %s', (_name, path, arrange) => {
      arrange();
      run(path);
      expect(added()).toEqual(entryAddresses);
      expect(entryPreloads()).toEqual([]);
    });
  });

  it('preloads the texts of the stored language and notes it on <html>', () => {
    localStorage.setItem(storageKey('language'), '"zh-CHT"');
    run('/');
    expect(document.documentElement.dataset.initialLanguage).toBe('zh-CHT');
    expect(preloads().filter((p) => p.as !== 'script')).toEqual([
      { as: 'fetch', href: 'http://localhost/assets/i18n/zh-CHT.json', crossOrigin: 'anonymous' },
    ]);
  });

  it('preloads the last cover on a signed-in visit to the now-playing screen only', () => {
    localStorage.setItem(storageKey('accessToken'), '"token"');
    sessionStorage.setItem(storageKey('artwork'), '"http://localhost/stills/cover.jpg"');
    sessionStorage.setItem(storageKey('selection'), '"the tab’s player and zone"');
    run('/player');
    expect(preloads().map((p) => p.as)).toEqual(['script', 'script', 'script', 'script', 'fetch', 'image']);
    document.head.replaceChildren();
    run('/player/playlists');
    expect(preloads().map((p) => p.as)).toEqual(['script', 'script', 'fetch']);
  });

  it('preloads the scripts of the screen the visit opens on, with their integrity values and the page’s nonce', () => {
    run('/');
    expect(scriptHints()).toEqual([
      {
        href: 'http://localhost/js/207.0123456789.js',
        integrity: 'sha384-shared',
        crossOrigin: 'anonymous',
        nonce: 'page-nonce',
      },
      {
        href: 'http://localhost/js/login.0123456789.js',
        integrity: 'sha384-login',
        crossOrigin: 'anonymous',
        nonce: 'page-nonce',
      },
    ]);
  });

  it.each([
    ['/player', false, ['207', 'login']],
    ['/player', true, ['signed-in', 'player-area']],
    ['/player/messages', true, ['signed-in', 'player-area']],
    ['/player-selector', true, ['selector-area']],
    ['/no-such-page', true, ['selector-area']],
    ['/player-selector/overview', true, ['overview', 'signed-in', 'player-area']],
    ['/forgot-password', false, []],
    ['/nowhere', false, ['207', 'login']],
  ])('a visit to %s (signed in: %s) preloads the scripts of %j', (path, signedIn, names) => {
    if (signedIn) localStorage.setItem(storageKey('accessToken'), '"token"');
    run(path);
    expect(scriptHints().map((hint) => hint.href.replace(/^.*\/js\/|\.\d+\.js$/g, ''))).toEqual(names);
  });
});

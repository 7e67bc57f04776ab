/** @jest-environment jsdom */
/**
 * The page script that shows the login screen rendered at build time (src/boot/page/prerendered.ts): for
 * the visit's language, only where the live app will render that same screen, with the remembered e-mail
 * and remember-me box filled in, and no native submit until the app has taken over; and on a signed-in
 * visit of the now-playing screen, that screen's skeleton (its skeleton) instead.
 */
import { storageKey } from '../../../src/lib/storage/web-storage';

/** index.html as the build writes it: the manifest link (the bundle's folder), `#player-remote` and the templates. */
function page(path = '/'): void {
  history.replaceState(null, '', path);
  document.documentElement.dataset.initialLanguage = 'fr';
  document.documentElement.lang = 'en';
  document.head.innerHTML = '<link rel="manifest" href="http://localhost/manifest.webmanifest">';
  const screen = (code: string, locale: string) =>
    `<template data-prerendered="${code}" data-locale="${locale}"><div class="player-remote-host" data-prerendered>` +
    `<div class="player-remote-root"><form><input id="username" value=""><input id="remember-me" type="checkbox">` +
    `<h1>${code}</h1></form></div></div></template>`;
  const skeletonTemplate = (code: string, locale: string) =>
    `<template data-skeleton="${code}" data-locale="${locale}"><div class="player-remote-host" data-skeleton inert>` +
    `<div class="player-remote-root"><header><h1>${code}</h1></header></div></div></template>`;
  document.body.innerHTML =
    '<div id="player-remote"></div><template data-prerendered="style"><style>h1 { margin: 0 }</style></template>' +
    screen('en', 'en-GB') +
    screen('fr', 'fr-FR') +
    '<template data-skeleton="style"><style>header { margin: 0 }</style></template>' +
    skeletonTemplate('en', 'en-GB') +
    skeletonTemplate('fr', 'fr-FR');
}

/** Runs the page script once, as the page does. */
function runScript(): void {
  jest.isolateModules(() => {
    require('../../../src/boot/page/prerendered');
  });
}

const shown = () =>
  document.querySelector<HTMLElement>('#player-remote > .player-remote-host[data-prerendered]');

describe('the prerendered screen’s page script', () => {
  beforeEach(() => localStorage.clear());

  it('shows the screen of the visit’s language with its style, fills in what the screen will, and drops the templates', () => {
    localStorage.setItem(storageKey('rememberedEmail'), JSON.stringify('shop@example.com'));
    localStorage.setItem(storageKey('rememberMe'), 'true');
    page();
    runScript();
    const wrapper = shown();
    expect(wrapper?.querySelector('h1')?.textContent).toBe('fr');
    expect(wrapper?.firstElementChild?.localName).toBe('style');
    expect(wrapper?.querySelector<HTMLInputElement>('#username')?.value).toBe('shop@example.com');
    expect(wrapper?.querySelector<HTMLInputElement>('#remember-me')?.checked).toBe(true);
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(document.querySelectorAll('template').length).toBe(0);
  });

  it('keeps the form from submitting natively until the app has taken it over', () => {
    page();
    runScript();
    const form = shown()!.querySelector('form')!;
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    shown()!.removeAttribute('data-prerendered'); // what the mount does once the app has taken over
    expect(submit()).toBe(false);
  });

  it.each([
    ['an inactivity notice to show', () => localStorage.setItem(storageKey('inactive'), 'true'), '/'],
    ['a sign-in by ?h=', () => undefined, '/?h=secret'],
  ])('shows the screen for %s too (the app adds it when it takes over)', (_name, arrange, path) => {
    arrange();
    page(path);
    runScript();
    expect(shown()).not.toBeNull();
    expect(location.pathname + location.search).toBe(path);
  });

  it.each([
    ['a signed-in route', '/player/settings', '/player/settings'],
    ['an unknown address', '/no-such-page', undefined],
  ])(
    'shows the screen for %s, signed out, at the login screen’s address, remembering where the sign-in returns to',
    (_name, path, returnTo) => {
      sessionStorage.clear();
      page(path);
      runScript();
      expect(shown()).not.toBeNull();
      expect(location.pathname).toBe('/');
      expect(sessionStorage.getItem(storageKey('returnTo'))).toBe(
        returnTo === undefined ? null : JSON.stringify(returnTo),
      );
    },
  );

  it.each([
    ['a signed-in visit', () => localStorage.setItem(storageKey('accessToken'), '"token"'), '/'],
    [
      'a signed-in visit to a signed-in route',
      () => localStorage.setItem(storageKey('accessToken'), '"token"'),
      '/player',
    ],
    ['another screen', () => undefined, '/forgot-password'],
  ])('shows nothing for %s, leaves the address, and drops the templates', (_name, arrange, path) => {
    arrange();
    page(path);
    runScript();
    expect(shown()).toBeNull();
    expect(location.pathname).toBe(path);
    expect(document.querySelectorAll('template').length).toBe(0);
  });

  describe('the signed-in skeleton', () => {
    const skeleton = () =>
      document.querySelector<HTMLElement>('#player-remote > .player-remote-host[data-skeleton]');
    beforeEach(() => {
      localStorage.setItem(storageKey('accessToken'), '"token"');
      sessionStorage.setItem(storageKey('selection'), '"the tab’s player and zone"');
    });

    it('shows the now-playing screen’s skeleton of the visit’s language with its style and the account’s brand, and drops the templates', () => {
      localStorage.setItem(storageKey('clientTypeId'), '"18"');
      page('/player');
      runScript();
      expect(shown()).toBeNull();
      expect(skeleton()?.querySelector('h1')?.textContent).toBe('fr');
      expect(skeleton()?.firstElementChild?.localName).toBe('style');
      expect(skeleton()?.querySelector<HTMLElement>('.player-remote-root')?.dataset.brand).toBe('18');
      expect(document.documentElement.lang).toBe('fr-FR');
      expect(location.pathname).toBe('/player');
      expect(document.querySelectorAll('template').length).toBe(0);
    });

    it('leaves the brand to the palette when the account has none', () => {
      page('/player');
      runScript();
      expect(skeleton()?.querySelector<HTMLElement>('.player-remote-root')?.dataset.brand).toBeUndefined();
    });

    it.each([
      ['another screen of the player area', '/player/playlists'],
      ['the player list', '/player-selector'],
    ])('shows nothing on %s', (_name, path) => {
      page(path);
      runScript();
      expect(skeleton()).toBeNull();
      expect(document.querySelectorAll('template').length).toBe(0);
    });

    it.each([
      [
        'the browser’s last',
        () => localStorage.setItem(storageKey('lastSelection'), '"the last player"'),
        true,
      ],
      ['none', () => undefined, false],
    ])('with no player chosen in the tab and %s, shows it: %s', (_name, arrange, shows) => {
      sessionStorage.clear();
      arrange();
      page('/player');
      runScript();
      expect(skeleton() !== null).toBe(shows);
    });

    it('shows nothing signed out (the login screen shows)', () => {
      localStorage.clear();
      page('/player');
      runScript();
      expect(skeleton()).toBeNull();
      expect(shown()).not.toBeNull();
    });
  });
});

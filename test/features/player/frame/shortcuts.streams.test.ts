/** @jest-environment jsdom */
import { marbles } from 'rxjs-marbles/jest';
import { from, NEVER } from 'rxjs';
import {
  playerShortcuts$,
  shortcutIntents$,
  shortcutOf,
  type KeyLike,
} from '../../../../src/features/player/frame/shortcuts.streams';
import { fakeZone } from '../../../support/zone-fakes';

/** A keydown as the document would deliver it. */
function key(
  k: string,
  target: EventTarget | null = document.body,
  extra: Partial<KeyLike> = {},
): KeyLike & { prevented: boolean } {
  const event = {
    key: k,
    repeat: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    defaultPrevented: false,
    target,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
    ...extra,
  };
  return event;
}

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
}

describe('player shortcuts (docs/design.md "Keyboard")', () => {
  it('maps Space, ←, → and ? to play/pause, previous, next and the list', () => {
    expect([' ', 'ArrowLeft', 'ArrowRight', '?', 'a', 'Enter'].map((k) => shortcutOf(key(k)))).toEqual([
      'toggle-play',
      'previous',
      'next',
      'help',
      undefined,
      undefined,
    ]);
  });

  it('is inactive while typing in a field or on a slider', () => {
    for (const html of [
      '<input id="t" type="search">',
      '<textarea id="t"></textarea>',
      '<select id="t"></select>',
      '<div id="t" contenteditable="true"></div>',
      '<input id="t" type="range">',
    ]) {
      const target = element(html, '#t');
      expect([' ', 'ArrowLeft', 'ArrowRight', '?'].map((k) => shortcutOf(key(k, target)))).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('is inactive inside an open dialog, with Ctrl, Alt or Meta, on auto-repeat and when already handled', () => {
    const inDialog = element('<dialog open><button id="t">x</button></dialog>', '#t');
    expect(shortcutOf(key('ArrowRight', inDialog))).toBeUndefined();
    expect(shortcutOf(key('ArrowRight', document.body, { ctrlKey: true }))).toBeUndefined();
    expect(shortcutOf(key('ArrowRight', document.body, { altKey: true }))).toBeUndefined();
    expect(shortcutOf(key('ArrowRight', document.body, { metaKey: true }))).toBeUndefined();
    expect(shortcutOf(key(' ', document.body, { repeat: true }))).toBeUndefined();
    expect(shortcutOf(key(' ', document.body, { defaultPrevented: true }))).toBeUndefined();
  });

  it('leaves Space to a focused button or link (it clicks them), but arrows still skip there', () => {
    const button = element('<button id="t">Next</button>', '#t');
    expect(shortcutOf(key(' ', button))).toBeUndefined();
    expect(shortcutOf(key('ArrowRight', button))).toBe('next');
    const link = element('<a id="t" href="/x">x</a>', '#t');
    expect(shortcutOf(key(' ', link))).toBeUndefined();
  });

  it('prevents the default action (page scroll) of the keys it uses, and only of those', () => {
    const space = key(' ');
    const letter = key('a');
    const seen: string[] = [];
    shortcutIntents$(from([space, letter])).subscribe((intent) => seen.push(intent));
    expect(seen).toEqual(['toggle-play']);
    expect(space.prevented).toBe(true);
    expect(letter.prevented).toBe(false);
  });

  // prettier-ignore
  it('sends next and previous through the zone\'s 150 ms debounce and play/pause at once; ? goes to the screen', marbles((m) => {
    const { zone, sent } = fakeZone(m.hot('50ms s', { s: { group: 'g-1', command: 0, response: { Name: 'Bar', Playlist: 'P', PlayState: 1, RemoteVolumeAllowed: true, RemotePauseAllowed: true, NowPlaying: null } } }), m.scheduler);
    const keys = m.hot('100ms a 99ms b 99ms c 99ms d', { a: key('ArrowRight'), b: key('ArrowRight'), c: key(' '), d: key('?') });
    m.expect(playerShortcuts$(keys, zone), '^ 1s !').toBeObservable('400ms h', { h: 'help' });
    m.expect(zone.run$, '^ 1s !').toBeObservable('');
    m.flush();
    expect(sent.filter((s) => s.command !== 0).map((s) => [s.at, s.command])).toEqual([[300, 102], [350, 103]]);
  }));

  it('emits nothing and drives nothing without key presses', () => {
    const zone = { togglePlay: jest.fn(), previous: jest.fn(), next: jest.fn() };
    const seen: unknown[] = [];
    playerShortcuts$(NEVER, zone)
      .subscribe((x) => seen.push(x))
      .unsubscribe();
    expect(seen).toEqual([]);
    expect(zone.togglePlay).not.toHaveBeenCalled();
  });
});

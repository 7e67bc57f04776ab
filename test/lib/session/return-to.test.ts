import { paths } from '../../../src/config/paths';
import { rememberReturnTo, returnablePath, takeSignInTarget } from '../../../src/lib/session/return-to';
import { createStore, type TabKey } from '../../../src/lib/storage/web-storage';
import { memoryStorage } from '../../support/memory-storage';

/** A tab's session store. */
const memoryStore = () => createStore<TabKey>(memoryStorage());

describe('deep links survive sign-in (spec §2 guard)', () => {
  it.each([
    ['/player/playlists', paths.playlists],
    ['/player/playlists/', paths.playlists],
    ['/player?x=1#y', paths.player],
    ['/change-password', paths.changePassword],
    ['/player-selector/channels', paths.zones],
  ])('%s is an app path to return to', (path, expected) => expect(returnablePath(path)).toBe(expected));

  it.each([
    'https://evil.example/player',
    '//evil.example/player',
    '/',
    '/forgot-password',
    '/nowhere',
    'player',
  ])('%s is never remembered', (path) => {
    const store = memoryStore();
    rememberReturnTo(store, path);
    expect(store.get('returnTo')).toBeUndefined();
  });

  it('sign-in returns to the remembered page when the tab has a selection, once', () => {
    const store = memoryStore();
    rememberReturnTo(store, '/player/playlists');
    expect(takeSignInTarget(store, true)).toBe(paths.playlists);
    expect(takeSignInTarget(store, true)).toBe(paths.selector);
  });

  it('a player page without a selection goes to the player selector; a page that needs none goes there', () => {
    const store = memoryStore();
    rememberReturnTo(store, '/player/status');
    expect(takeSignInTarget(store, false)).toBe(paths.selector);
    rememberReturnTo(store, '/change-password');
    expect(takeSignInTarget(store, false)).toBe(paths.changePassword);
  });

  it.each([
    paths.player,
    paths.playlists,
    paths.currentPlaylist,
    paths.adverts,
    paths.settings,
    paths.status,
    paths.help,
    paths.zones,
  ])('%s is returned to only with a selection', (path) => {
    const store = memoryStore();
    rememberReturnTo(store, path);
    expect(takeSignInTarget(store, false)).toBe(paths.selector);
    rememberReturnTo(store, path);
    expect(takeSignInTarget(store, true)).toBe(path);
  });
});

import { openingRoute, routeNames, routes } from '../../src/routing/routes';
import { paths } from '../../src/config/paths';

/** The route table (spec §2): which screen a visit opens on, signed in or out. */
describe('the route table', () => {
  it('opens the screen that answers the address when its audience allows', () => {
    expect(openingRoute('/', false)).toBe('login');
    expect(openingRoute('/forgot-password', false)).toBe('forgotPassword');
    expect(openingRoute('/reset-password/?code=1', false)).toBe('resetPassword');
    expect(openingRoute('/player/playlists', true)).toBe('player');
    expect(openingRoute('/player-selector/channels', true)).toBe('selector');
    expect(openingRoute('/change-password#x', true)).toBe('changePassword');
  });

  it('opens the login screen for a guarded or unknown address when signed out', () => {
    expect(openingRoute('/player', false)).toBe('login');
    expect(openingRoute('/change-password', false)).toBe('login');
    expect(openingRoute('/nowhere', false)).toBe('login');
  });

  it('opens the player selector for an unknown address when signed in, and a nested area only below its path', () => {
    expect(openingRoute('/nowhere', true)).toBe('selector');
    expect(openingRoute('/players', true)).toBe('selector');
    expect(openingRoute('/', true)).toBe('login');
  });

  it('maps every path to one route, and prerenders only the login screen', () => {
    const mapped = routeNames.map((name) => routes[name].path);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect(mapped).toEqual(expect.arrayContaining([paths.login, paths.player, paths.selector]));
    expect(routeNames.filter((name) => routes[name].prerendered)).toEqual(['login']);
  });
});

import { barePath } from '../../src/config/paths';

describe('barePath', () => {
  it('drops the query, the fragment and trailing slashes', () => {
    expect(barePath('/player/?q=1')).toBe('/player');
    expect(barePath('/player/playlists#top')).toBe('/player/playlists');
    expect(barePath('/player-selector//')).toBe('/player-selector');
  });

  it('keeps the root path', () => {
    expect(barePath('/')).toBe('/');
    expect(barePath('/?h=secret')).toBe('/');
  });
});

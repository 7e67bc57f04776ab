import { paths } from '../../src/config/paths';
import { pageTitle, titleTexts } from '../../src/app/texts';

describe('document titles (spec §2 routes)', () => {
  it('every route has its own page title', () => {
    const titles = Object.values(paths).map((path) => pageTitle(path)?.id);
    expect(titles).not.toContain(undefined);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('finds the route of a path with a query, a hash or a trailing slash', () => {
    expect(pageTitle('/player/playlists/?q=1')).toBe(titleTexts.playlists);
    expect(pageTitle('/player#top')).toBe(titleTexts.player);
    expect(pageTitle('/nowhere')).toBeNull();
  });
});

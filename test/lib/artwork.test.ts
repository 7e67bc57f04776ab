import { artworkUrl } from '../../src/lib/artwork';

describe('the artwork address (spec §3 Track)', () => {
  it('is the file name without its last extension, encoded, as a .jpg under the stills base', () => {
    expect(artworkUrl('/stills', 'Song One.mp3')).toBe('/stills/Song%20One.jpg');
    expect(artworkUrl('/stills', 'a.b.wav')).toBe('/stills/a.b.jpg');
  });

  it('is absent without a file name', () => {
    expect(artworkUrl('/stills', undefined)).toBeUndefined();
    expect(artworkUrl('/stills', '')).toBeUndefined();
  });
});

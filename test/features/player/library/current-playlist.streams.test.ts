import { tracksInView } from '../../../../src/features/player/library/current-playlist.streams';
import type { Track } from '../../../../src/lib/player/replies';

const tracks: Track[] = [
  { FileName: 'a.mp3', Title: 'Blue Morning', Artist: 'The Rivers', Index: 0, Favorite: true, Enabled: true },
  {
    FileName: 'b.mp3',
    Title: 'Night Drive',
    Artist: 'Morning Glory',
    Index: 1,
    Favorite: false,
    Enabled: false,
  },
  { FileName: 'c.mp3', Title: 'Sunrise', Artist: 'Echo', Index: 2, Favorite: false, Enabled: true },
];

describe('track views of the current playlist (780 / 799)', () => {
  it('shows all, the favourites or the disabled tracks by file name', () => {
    expect(tracksInView(tracks, 'all', [], [])).toHaveLength(3);
    expect(tracksInView(tracks, 'favourites', ['c.mp3', 'zzz.mp3'], []).map((t) => t.FileName)).toEqual([
      'c.mp3',
    ]);
    expect(tracksInView(tracks, 'disabled', [], ['b.mp3']).map((t) => t.FileName)).toEqual(['b.mp3']);
  });
});

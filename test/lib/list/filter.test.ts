import { filterItems } from '../../../src/lib/list/filter';
import type { Advert, Playlist, Track } from '../../../src/lib/player/replies';

const playlists = [
  { PlaylistId: 1, PlaylistName: 'Morning Mix', PlaylistTypeId: 1, Tracks: 48, DurationInSeconds: 100 },
  { PlaylistId: 2, PlaylistName: 'Rock, Pop', PlaylistTypeId: 5, Tracks: 55, DurationInSeconds: 100 },
  {
    PlaylistId: 3,
    PlaylistName: 'Christmas Classics',
    PlaylistTypeId: 3,
    Tracks: 40,
    DurationInSeconds: 100,
  },
] satisfies Playlist[];
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
const messages: Advert[] = [
  { Title: 'Happy Hour 5–7pm', Genre1: 'Promotion', DurationInSeconds: 20, FileName: 'adv-1.mp3' },
  { Title: 'Closing soon', Genre1: 'Happy', DurationInSeconds: 20, FileName: 'adv-2.mp3' },
];

// The field choices the screens pass (spec §5): playlists on name, tracks on title or artist, messages on title.
const byName = (p: Playlist) => [p.PlaylistName];
const byTitleOrArtist = (t: Track) => [t.Title, t.Artist];
const byTitle = (m: Advert) => [m.Title];

describe('list filters (spec §5: trimmed, case-insensitive substring)', () => {
  it('playlists match on the name, trimmed and case-insensitive', () =>
    expect(filterItems(playlists, '  ROCK, ', byName).map((p) => p.PlaylistId)).toEqual([2]));
  it('tracks match on title or artist', () =>
    expect(filterItems(tracks, 'morning', byTitleOrArtist).map((t) => t.FileName)).toEqual([
      'a.mp3',
      'b.mp3',
    ]));
  it('messages match on the title only, not the genre', () =>
    expect(filterItems(messages, 'happy', byTitle).map((m) => m.FileName)).toEqual(['adv-1.mp3']));
  it('a blank query keeps everything', () =>
    expect(filterItems(tracks, '   ', byTitleOrArtist)).toHaveLength(3));
  it('no match gives an empty list (the empty text shows)', () =>
    expect(filterItems(playlists, 'jazz', byName)).toEqual([]));
});

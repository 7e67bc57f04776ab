import { marbles } from 'rxjs-marbles/jest';
import { EMPTY } from 'rxjs';
import { filterItems } from '../../../src/lib/list/filter';
import { tracksInView } from '../../../src/features/player/streams/current-playlist.streams';
import { playlistCommand } from '../../../src/features/player/streams/playlists.streams';
import { loadable$ } from '../../../src/features/player/streams/load.streams';
import type { Message, Playlist, Track } from '../../../src/lib/player/replies';

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
const messages: Message[] = [
  { Title: 'Happy Hour 5–7pm', Genre1: 'Promotion', DurationInSeconds: 20, FileName: 'adv-1.mp3' },
  { Title: 'Closing soon', Genre1: 'Happy', DurationInSeconds: 20, FileName: 'adv-2.mp3' },
];

// The field choices the screens pass (spec §5): playlists on name, tracks on title or artist, messages on title.
const byName = (p: Playlist) => [p.PlaylistName];
const byTitleOrArtist = (t: Track) => [t.Title, t.Artist];
const byTitle = (m: Message) => [m.Title];

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

describe('playing a playlist (spec §4)', () => {
  it.each([
    [5, 727],
    [1, 726],
    [3, 726],
  ])('type %p sends %p', (type, command) => expect(playlistCommand({ PlaylistTypeId: type })).toBe(command));
});

describe('track views of the current playlist (780 / 799)', () => {
  it('shows all, the favourites or the disabled tracks by file name', () => {
    expect(tracksInView(tracks, 'all', [], [])).toHaveLength(3);
    expect(tracksInView(tracks, 'favourites', ['c.mp3', 'zzz.mp3'], []).map((t) => t.FileName)).toEqual([
      'c.mp3',
    ]);
    expect(tracksInView(tracks, 'disabled', [], ['b.mp3']).map((t) => t.FileName)).toEqual(['b.mp3']);
  });
});

// prettier-ignore
describe('loadable$ (spec §4 Loading)', () => {
  it('loads, then reloads on demand without going back to loading', marbles((m) => {
    const reload = m.hot('---r');
    const request = () => m.cold('-v|', { v: 1 });
    m.expect(loadable$(request, reload)).toBeObservable('la--a', { l: { kind: 'loading' }, a: { kind: 'loaded', value: 1 } });
  }));

  it('stays loading when the request fails without a value', marbles((m) => {
    m.expect(loadable$(() => EMPTY)).toBeObservable('(l|)', { l: { kind: 'loading' } });
  }));
});

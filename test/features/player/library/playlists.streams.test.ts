import { playlistCommand } from '../../../../src/features/player/library/playlists.streams';

describe('playing a playlist (spec §4)', () => {
  it.each([
    [5, 727],
    [1, 726],
    [3, 726],
  ])('type %p sends %p', (type, command) => expect(playlistCommand({ PlaylistTypeId: type })).toBe(command));
});

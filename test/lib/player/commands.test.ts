import {
  buildRequest,
  disableToggleArgs,
  favouriteToggleArgs,
  PlayerCommand,
} from '../../../src/lib/player/commands';

describe('player requests (player-protocol.md "App → player")', () => {
  it('keeps a playlist name with a comma as one argument', () =>
    expect(buildRequest(PlayerCommand.PlayPlaylist, ['Rock, Pop'], 2)).toEqual({
      id: 0,
      command: 727,
      arguments: ['Rock, Pop'],
      payload: '',
      ChannelIndex: 2,
      response: '',
    }));
  it('stringifies numbers and carries the payload', () =>
    expect(buildRequest(PlayerCommand.SaveChannelSettings, [], 1, '{"Volume":5}')).toMatchObject({
      arguments: [],
      payload: '{"Volume":5}',
    }));
  it('volume, play by index and energy send their value as text', () =>
    expect([107, 755, 835].map((code) => buildRequest(code as 107, [3]).arguments)).toEqual([
      ['3'],
      ['3'],
      ['3'],
    ]));
});

describe('rating arguments (spec §4)', () => {
  it.each([
    [true, ['f', 'true', 'false']],
    [false, ['f', 'true', 'true']],
  ])('favourite now %p → %p', (fav, args) => expect(favouriteToggleArgs('f', fav)).toEqual(args));
  it.each([
    [true, ['f', 'false', 'false']],
    [false, ['f', 'true', 'false']],
  ])('enabled now %p → %p', (enabled, args) => expect(disableToggleArgs('f', enabled)).toEqual(args));
});

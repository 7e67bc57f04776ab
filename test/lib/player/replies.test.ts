import * as v from 'valibot';
import {
  Advert,
  ChannelSettings,
  ConnectionInfo,
  EnergyMap,
  PlayerStatus,
  Playlist,
} from '../../../src/lib/player/replies';

const status = (overrides: Record<string, unknown> = {}) => ({
  Name: 'Main',
  Playlist: 'Morning Mix',
  PlayState: 1,
  NowPlaying: { FileName: 'a.mp3', Title: 'Blue Morning', DurationInSeconds: 200, PositionInSeconds: 10 },
  ...overrides,
});

describe('player reply shapes (player-protocol.md Shapes, spec §3)', () => {
  it.each([
    ['a status', PlayerStatus],
    ['a playlist', Playlist],
    ['an advert', Advert],
    ['connection info', ConnectionInfo],
    ['an energy map', EnergyMap],
    ['channel settings', ChannelSettings],
  ])('%s that is a JSON array is malformed, not an object with every field missing', (_name, schema) => {
    expect(v.safeParse(schema, []).success).toBe(false);
    expect(v.safeParse(schema, [{ Name: 'Main' }]).success).toBe(false);
  });

  it('a status whose NowPlaying is an array is malformed', () => {
    expect(v.safeParse(PlayerStatus, status({ NowPlaying: [] })).success).toBe(false);
  });

  it('a zone list entry that is an array is malformed', () => {
    expect(v.safeParse(ConnectionInfo, { Version: '8.1.0', Zones: [[]] }).success).toBe(false);
  });

  it('keeps volume 0–100 and energy 0–4; anything else reads as unknown, the rest of the status stays', () => {
    const parsed = v.parse(PlayerStatus, status({ Volume: 66, Energy: 4 }));
    expect([parsed.Volume, parsed.Energy]).toEqual([66, 4]);
    for (const [Volume, Energy] of [
      [1e308, -1],
      [-5, 5],
      ['loud', 2.5e9],
    ]) {
      const absurd = v.parse(PlayerStatus, status({ Volume, Energy }));
      expect([absurd.Volume, absurd.Energy, absurd.NowPlaying?.FileName]).toEqual([
        undefined,
        undefined,
        'a.mp3',
      ]);
    }
    expect(v.parse(ChannelSettings, { Volume: 101 }).Volume).toBeUndefined();
  });
});

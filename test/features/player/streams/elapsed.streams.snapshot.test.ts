import * as v from 'valibot';
import { snapshotAt } from '../../../../src/features/player/streams/elapsed.streams';
import { PlayerStatus } from '../../../../src/lib/player/replies';

const status = (playState: number, position: number, duration = 200) =>
  v.parse(PlayerStatus, {
    PlayState: playState,
    NowPlaying: { FileName: 'a.mp3', PositionInSeconds: position, DurationInSeconds: duration },
  });

describe('snapshotAt (spec §4 Play state: a screen opened later shows the position now)', () => {
  it('a playing track has moved on by the time since its status arrived', () =>
    expect(snapshotAt(status(1, 45), 10_000, 17_500)).toEqual({
      playState: 1,
      fileName: 'a.mp3',
      positionSeconds: 52.5,
      durationSeconds: 200,
    }));
  it('a paused track stays where it was', () =>
    expect(snapshotAt(status(2, 45), 10_000, 17_500).positionSeconds).toBe(45));
  it('never passes the duration', () =>
    expect(snapshotAt(status(1, 195), 0, 60_000).positionSeconds).toBe(200));
  it('a fresh status is taken as it is', () =>
    expect(snapshotAt(status(1, 45), 5_000, 5_000).positionSeconds).toBe(45));
});

import * as v from 'valibot';
import { snapshotAt } from '../../../../src/features/player/now-playing/elapsed.streams';
import { PlayerStatus } from '../../../../src/lib/player/replies';

const status = (playState: number, position: number, duration = 200) =>
  v.parse(PlayerStatus, {
    PlayState: playState,
    NowPlaying: { FileName: 'a.mp3', PositionInSeconds: position, DurationInSeconds: duration },
  });

describe('snapshotAt (spec §4 Play state)', () => {
  it('takes the reported position and when it arrived; the elapsed timer ages it from then', () =>
    expect(snapshotAt(status(1, 45), 10_000)).toEqual({
      playState: 1,
      fileName: 'a.mp3',
      positionSeconds: 45,
      durationSeconds: 200,
      at: 10_000,
    }));
  it('a status without a track is at 0 of 0', () =>
    expect(snapshotAt(v.parse(PlayerStatus, { PlayState: 2 }), 5)).toEqual({
      playState: 2,
      fileName: '',
      positionSeconds: 0,
      durationSeconds: 0,
      at: 5,
    }));
});

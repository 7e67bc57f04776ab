import { adverts } from '../../../server/fleet/catalogue';
import { trackByFile } from '../../../server/fleet/library';
import { advance, durationMs } from '../../../server/fleet/playback';
import { nowPlaying, status } from '../../../server/fleet/shapes';
import * as act from '../../../server/fleet/zone-actions';
import { positionAt } from '../../../server/fleet/zone-state';
import { counter, files, knownZone, T0 } from '../support/fleet';

const secs = (f: string) => trackByFile(f)!.DurationInSeconds * 1000;

describe('playback: time passing', () => {
  it('advances the position in real time while playing and freezes it while paused', () => {
    const s = knownZone();
    expect(positionAt(s, T0 + 12_500)).toBe(12_500);
    expect(nowPlaying(s, T0 + 12_500).PositionInSeconds).toBe(12);
    const paused = act.pause(s, T0 + 5000);
    expect(paused.playState).toBe(2);
    expect(positionAt(paused, T0 + 60_000)).toBe(5000);
    const resumed = act.play(paused, T0 + 60_000);
    expect(positionAt(resumed, T0 + 61_000)).toBe(6000);
  });

  it('moves to the next track when a track ends, carrying the left-over time', () => {
    const s = knownZone();
    const [f0, f1] = files(s);
    const later = advance(s, T0 + secs(f0!) + 3000);
    expect(later.current).toEqual({ kind: 'track', fileName: f1 });
    expect(later.index).toBe(1);
    expect(later.trackSeq).toBe(s.trackSeq + 1);
    expect(positionAt(later, T0 + secs(f0!) + 3000)).toBe(3000);
  });

  it('does not move while paused', () => {
    const s = act.pause(knownZone(), T0);
    expect(advance(s, T0 + 3_600_000)).toEqual(s);
  });

  it('interleaves an advert after `advertEvery` tracks, with IsAdvert true, then resumes the playlist', () => {
    let s = knownZone(counter(), 1, { advertEvery: 2 });
    const [f0, f1, f2] = files(s);
    let t = T0 + secs(f0!);
    s = advance(s, t);
    expect(s.current.fileName).toBe(f1);
    expect(status(s, t).NextPlaying.Title).toBe(adverts[0]!.Title);
    t += secs(f1!);
    s = advance(s, t);
    expect(s.current).toEqual({ kind: 'advert', fileName: adverts[0]!.FileName });
    const np = nowPlaying(s, t);
    expect(np.IsAdvert).toBe(true);
    expect(np.Title).toBe(adverts[0]!.Title);
    expect(np.Artist).toBe('');
    t += durationMs(s.current);
    s = advance(s, t);
    expect(s.current.fileName).toBe(f2);
    expect(s.index).toBe(2);
    expect(nowPlaying(s, t).IsAdvert).toBe(false);
  });

  it('skips disabled tracks when a track ends and wraps at the end of the playlist', () => {
    const base = knownZone();
    const f = files(base);
    const s = {
      ...base,
      index: 7,
      current: { kind: 'track' as const, fileName: f[7]! },
      disables: [f[8]!, f[0]!],
      advertEvery: 100,
    };
    const later = advance(s, T0 + secs(f[7]!));
    expect(later.current.fileName).toBe(f[1]);
    expect(later.index).toBe(1);
  });

  it('pauses when nothing is left to play', () => {
    const base = knownZone();
    const s = { ...base, disables: [...files(base)], advertEvery: 100 };
    const later = advance(s, T0 + secs(files(base)[0]!) + 1000);
    expect(later.playState).toBe(2);
    expect(positionAt(later, T0 + 10_000_000)).toBe(0);
  });

  it('survives a clock jump of a day', () => {
    const later = advance(knownZone(), T0 + 86_400_000);
    expect(later.playState).toBe(1);
    expect(positionAt(later, T0 + 86_400_000)).toBeLessThan(durationMs(later.current));
  });
});

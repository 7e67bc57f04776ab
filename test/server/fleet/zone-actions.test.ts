import { adverts } from '../../../server/fleet/catalogue';
import { CommandError } from '../../../server/fleet/errors';
import { trackByFile } from '../../../server/fleet/library';
import { advance } from '../../../server/fleet/playback';
import { nowPlaying, status } from '../../../server/fleet/shapes';
import * as act from '../../../server/fleet/zone-actions';
import { positionAt } from '../../../server/fleet/zone-state';
import { counter, files, knownZone, lobby, T0, terrace } from '../support/fleet';

const secs = (f: string) => trackByFile(f)!.DurationInSeconds * 1000;

describe('zone actions (commands)', () => {
  it('play/pause refuse on a zone with RemotePauseAllowed false', () => {
    const s = knownZone(lobby(), 4);
    expect(() => act.pause(s, T0)).toThrow(new CommandError('Remote pause not allowed'));
    expect(() => act.play(s, T0)).toThrow('Remote pause not allowed');
    expect(act.pause(knownZone(lobby(), 1), T0).playState).toBe(2);
  });

  it('next and previous walk the playlist, skipping disabled tracks', () => {
    const base = knownZone();
    const f = files(base);
    const s = { ...base, disables: [f[1]!] };
    const n = act.next(s, T0 + 5000);
    expect(n.current.fileName).toBe(f[2]);
    expect(n.index).toBe(2);
    expect(positionAt(n, T0 + 5000)).toBe(0);
    expect(status(n, T0).PreviousPlaying.Title).toBe(trackByFile(f[0]!)!.Title);
    const p = act.previous(n, T0 + 6000);
    expect(p.current.fileName).toBe(f[0]);
    expect(act.previous(p, T0).index).toBe(8);
  });

  it('next does not force an advert even when one is due', () => {
    const s = knownZone(counter(), 1, { sinceAdvert: 2, advertEvery: 3 });
    expect(act.next(s, T0).current.kind).toBe('track');
  });

  it('previous after an advert returns to the playlist track at the cursor', () => {
    const s = act.playAdvert({ ...knownZone(), index: 4 }, adverts[3]!.FileName, T0);
    expect(s.current.kind).toBe('advert');
    expect(s.playState).toBe(1);
    expect(act.previous(s, T0).index).toBe(4);
    expect(() => act.playAdvert(s, 'nope.mp3', T0)).toThrow('Advert not found');
  });

  it('queued tracks play next (before adverts), in order, and are consumed', () => {
    const base = knownZone(counter(), 1, { sinceAdvert: 2, advertEvery: 3 });
    const other = base.playlists.find((p) => p.PlaylistName === 'All Time Greats')!.files;
    let s = act.queueFile(act.queueFile(base, other[10]!), other[11]!);
    expect(status(s, T0).NextPlaying.Title).toBe(trackByFile(other[10]!)!.Title);
    s = advance(s, T0 + secs(files(s)[0]!));
    expect(s.current.fileName).toBe(other[10]);
    expect(s.index).toBe(0);
    s = act.next(s, T0 + secs(files(s)[0]!));
    expect(s.current.fileName).toBe(other[11]);
    expect(s.queued).toEqual([]);
    expect(() => act.queueFile(s, 'trk-999999.mp3')).toThrow('Track not found');
  });

  it('rating sets favourites and disables; a disabled queued track is skipped', () => {
    const base = knownZone();
    const f = files(base);
    let s = act.rate(base, f[3]!, true, true);
    expect(s.favourites).toEqual([f[3]]);
    s = act.rate(s, f[3]!, true, false);
    expect(s.favourites).toEqual([]);
    s = act.queueFile(s, f[5]!);
    s = act.rate(s, f[5]!, false, false);
    expect(s.disables).toEqual([f[5]]);
    expect(() => act.queueFile(s, f[5]!)).toThrow('Track is disabled');
    expect(act.next(s, T0).current.fileName).toBe(f[1]);
    s = act.rate(s, f[0]!, false, false);
    expect(nowPlaying(s, T0).Enabled).toBe(false);
    expect(s.current.fileName).toBe(f[0]);
    expect(act.rate(s, f[5]!, true, false).disables).toEqual([f[0]]);
  });

  it('loads and plays playlists by exact name; load keeps the play state', () => {
    const paused = act.pause(knownZone(), T0);
    const loaded = act.loadPlaylist(paused, 'Rock, Pop', T0, false);
    expect(status(loaded, T0).Playlist).toBe('Rock, Pop');
    expect(loaded.playState).toBe(2);
    expect(loaded.index).toBe(0);
    expect(act.loadPlaylist(paused, 'Rock, Pop', T0, true).playState).toBe(1);
    expect(() => act.loadPlaylist(paused, 'Rock', T0, true)).toThrow('Playlist not found: Rock');
  });

  it('resume timetable plays the scheduled calendar playlist', () => {
    const s = act.resumeTimetable(act.loadPlaylist(knownZone(), 'Rock, Pop', T0, false), T0);
    const pl = s.playlists.find((p) => p.PlaylistId === s.playlistId)!;
    expect(pl.PlaylistTypeId).toBe(1);
    expect(s.playState).toBe(1);
  });

  it('plays by index, refusing disabled and missing indexes', () => {
    const base = knownZone();
    const s = act.playByIndex(act.pause(base, T0), 6, T0);
    expect(s.current.fileName).toBe(files(base)[6]);
    expect(s.playState).toBe(1);
    expect(() => act.playByIndex(base, 9, T0)).toThrow('No track at index 9');
    expect(() => act.playByIndex({ ...base, disables: [files(base)[2]!] }, 2, T0)).toThrow(
      'Track is disabled',
    );
  });

  it('sets volume only where remote volume is allowed', () => {
    expect(act.setVolume(knownZone(), 35).settings.Volume).toBe(35);
    expect(() => act.setVolume(knownZone(terrace()), 35)).toThrow('Remote volume not allowed');
  });

  it('sets energy on version 8 players to levels that have tracks', () => {
    const s = knownZone();
    expect(act.setEnergy(s, 4).energy).toBe(4);
    expect(status(act.setEnergy(s, 3), T0).Energy).toBe(3);
    expect(() => act.setEnergy(s, 0)).toThrow('No tracks at energy level 0');
    expect(() => act.setEnergy(knownZone(terrace()), 3)).toThrow('Energy is not supported');
  });

  it('saves channel settings from a JSON payload and validates it', () => {
    const s = act.saveSettings(knownZone(), '{"Balance":-20,"AudioCard":"HDMI","Volume":12}');
    expect(s.settings).toMatchObject({ Balance: -20, AudioCard: 'HDMI', Volume: 12, CrossFade: 4 });
    expect(() => act.saveSettings(s, 'nope')).toThrow('Payload is not valid JSON');
    expect(() => act.saveSettings(s, '{"Bass":3}')).toThrow('Unknown setting Bass');
    expect(() => act.saveSettings(s, '{"Balance":"left"}')).toThrow('Balance must be a number');
    expect(() => act.saveSettings(s, '{"Volume":101}')).toThrow('Volume must be between 0 and 100');
    expect(() => act.saveSettings(knownZone(terrace()), '{"Volume":10}')).toThrow(
      'Remote volume not allowed',
    );
  });
});

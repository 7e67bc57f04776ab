import { adverts } from '../../../server/fleet/catalogue';
import { handleCommand } from '../../../server/fleet/commands';
import type { PlayerRequest } from '../../../server/fleet/envelope';
import type { ZoneState } from '../../../server/fleet/zone-state';
import { context, counter, files, knownZone, lobby, T0, terrace } from '../support/fleet';

const req = (command: number, args: string[] = [], payload = ''): PlayerRequest => ({
  id: 0,
  command,
  arguments: args,
  payload,
  ChannelIndex: 1,
  response: '',
});

/** Runs a command and returns the parsed Response plus the outcome. */
function run(command: number, args: string[] = [], s: ZoneState = knownZone(), payload = '', p = counter()) {
  const outcome = handleCommand(s, req(command, args, payload), T0 + 1000, context(p));
  expect(outcome.reply.Command).toBe(command);
  expect(typeof outcome.reply.Response).toBe('string');
  return { body: JSON.parse(outcome.reply.Response) as unknown, ...outcome };
}

const ok = { Success: true };
const nowPlayingKeys = [
  'Bpm',
  'DurationInSeconds',
  'Enabled',
  'Era',
  'Favorite',
  'FileName',
  'Genre1',
  'IsAdvert',
  'PositionInSeconds',
  'Title',
  'Artist',
].sort();

describe('command replies', () => {
  it('0 status: the Status shape', () => {
    const { body, pushStatus } = run(0);
    const st = body as Record<string, unknown>;
    expect(Object.keys(st).sort()).toEqual(
      [
        'Energy',
        'Name',
        'NextPlaying',
        'NowPlaying',
        'PlayState',
        'Playlist',
        'PreviousPlaying',
        'RemotePauseAllowed',
        'RemoteVolumeAllowed',
      ].sort(),
    );
    expect(st).toMatchObject({
      Name: 'Main',
      Playlist: "Valentine's Day",
      PlayState: 1,
      RemoteVolumeAllowed: true,
      RemotePauseAllowed: true,
      Energy: 2,
    });
    expect(Object.keys(st.NowPlaying as object).sort()).toEqual(nowPlayingKeys);
    expect(st.NowPlaying).toMatchObject({
      PositionInSeconds: 1,
      IsAdvert: false,
      Enabled: true,
      Favorite: false,
    });
    expect(st.NextPlaying).toEqual({ Title: expect.any(String) });
    expect(st.PreviousPlaying).toEqual({ Title: expect.any(String) });
    expect(pushStatus).toBe(false);
  });

  it.each([
    [101, []],
    [102, []],
    [103, []],
    [104, []],
    [200, []],
    [726, ['Rock, Pop']],
    [727, ['All Time Greats']],
    [754, [adverts[0]!.FileName]],
    [755, ['3']],
    [835, ['3']],
    [107, ['25']],
    [723, ['FILE', 'true', 'true']],
    [806, ['FILE']],
  ])('%i answers {"Success":true} and pushes a status', (command, args) => {
    const s = command === 101 ? { ...knownZone(), playState: 2 as const } : knownZone();
    const real = (args as string[]).map((a) => (a === 'FILE' ? files(s)[4]! : a));
    const { body, pushStatus, state } = run(command, real, s);
    expect(body).toEqual(ok);
    expect(pushStatus).toBe(true);
    expect(state).not.toBe(s);
  });

  it('732 saves settings from the payload and 802 reads them back', () => {
    const saved = run(732, [], knownZone(), '{"CrossFade":8,"Volume":30}');
    expect(saved.body).toEqual(ok);
    const { body } = run(802, [], saved.state);
    expect(Object.keys(body as object).sort()).toEqual([
      'ArtistCollisionDepth',
      'AudioCard',
      'AudioCardIndex',
      'AudioChannelIndex',
      'Balance',
      'CrossFade',
      'OutputMode',
      'ScreenIndex',
      'TrackCollisionDepth',
      'Volume',
    ]);
    expect(body).toMatchObject({ CrossFade: 8, Volume: 30, AudioChannelIndex: 0 });
  });

  it('706 lists the loaded playlist with indexed tracks', () => {
    const s = knownZone(counter(), 1, { favourites: [], disables: [] });
    const withFlags = { ...s, favourites: [files(s)[1]!], disables: [files(s)[2]!] };
    const body = run(706, [], withFlags).body as { PlaylistName: string; Tracks: Record<string, unknown>[] };
    expect(body.PlaylistName).toBe("Valentine's Day");
    expect(body.Tracks).toHaveLength(9);
    expect(Object.keys(body.Tracks[0]!).sort()).toEqual([
      'Artist',
      'Enabled',
      'Favorite',
      'FileName',
      'Index',
      'Title',
    ]);
    expect(body.Tracks.map((t) => t.Index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.Tracks[1]).toMatchObject({ Favorite: true, Enabled: true });
    expect(body.Tracks[2]).toMatchObject({ Favorite: false, Enabled: false });
  });

  it('711 lists the adverts as Messages', () => {
    const body = run(711).body as Record<string, unknown>[];
    expect(body.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(body[0]!).sort()).toEqual(['DurationInSeconds', 'FileName', 'Genre1', 'Title']);
  });

  it('741 gives the connection info of the player', () => {
    const p = lobby();
    const body = run(741, [], knownZone(p), '', p).body;
    expect(body).toEqual({
      Version: '8.1.0',
      LicenceKey: p.LicenceKey,
      MacAddress: p.MacAddress,
      Zones: p.zones.map((z) => ({ ZoneName: z.ZoneName, RemoteVolumeAllowed: z.RemoteVolumeAllowed })),
    });
  });

  it('745 gives storage and download status', () => {
    const body = run(745).body as { StorageUsed: number; Status: number };
    expect(Object.keys(body).sort()).toEqual(['Status', 'StorageUsed']);
    expect(Number.isInteger(body.StorageUsed)).toBe(true);
    expect([-2, -1, 0, 1]).toContain(body.Status);
  });

  it('780 and 799 list favourite and disabled file names', () => {
    const s = knownZone(counter(), 1, {
      favourites: ['trk-000001.mp3'],
      disables: ['trk-000002.mp3', 'trk-000003.mp3'],
    });
    expect(run(780, [], s).body).toEqual(['trk-000001.mp3']);
    expect(run(799, [], s).body).toEqual(['trk-000002.mp3', 'trk-000003.mp3']);
  });

  it('801 lists playlists with counts and durations', () => {
    const body = run(801).body as Record<string, unknown>[];
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(body[0]!).sort()).toEqual([
      'DurationInSeconds',
      'PlaylistId',
      'PlaylistName',
      'PlaylistTypeId',
      'Tracks',
    ]);
    const valentine = body.find((p) => p.PlaylistName === "Valentine's Day")!;
    expect(valentine).toMatchObject({ PlaylistTypeId: 3, Tracks: 9 });
    expect(valentine.DurationInSeconds).toBeGreaterThan(9 * 120);
  });

  it('834 gives the energy map keyed 0–4', () => {
    const body = run(834).body as Record<string, { Name: string; Count: number }>;
    expect(Object.keys(body)).toEqual(['0', '1', '2', '3', '4']);
    expect(body['0']).toEqual({ Name: 'Chill', Count: 0 });
    expect(body['4']!.Count).toBeGreaterThan(0);
    expect(body['4']!.Count).toBeLessThan(20);
  });

  it.each([
    [999, [], 'Unknown command 999'],
    [727, [], 'Missing argument: Playlist name'],
    [727, ['Nope'], 'Playlist not found: Nope'],
    [107, ['loud'], 'Volume must be a whole number from 0 to 100'],
    [107, ['101'], 'Volume must be a whole number from 0 to 100'],
    [835, ['5'], 'Energy must be a whole number from 0 to 4'],
    [723, ['trk-000001.mp3', 'yes', 'no'], 'Enabled must be "true" or "false"'],
    [755, ['-1'], 'Index must be a whole number from 0 to 8'],
    [755, ['9'], 'Index must be a whole number from 0 to 8'],
  ])('%i %j answers {"Success":false,"Error":%j} without a push', (command, args, error) => {
    const s = knownZone();
    const { body, pushStatus, state } = run(command, args as string[], s);
    expect(body).toEqual({ Success: false, Error: error });
    expect(pushStatus).toBe(false);
    expect(state).toEqual(s);
  });

  it('play/pause on the no-pause zone answers "Remote pause not allowed"', () => {
    const p = lobby();
    for (const command of [101, 102]) {
      expect(run(command, [], knownZone(p, 4), '', p).body).toEqual({
        Success: false,
        Error: 'Remote pause not allowed',
      });
    }
  });

  it('volume and energy fail on a version 7 zone without remote volume', () => {
    const p = terrace();
    expect(run(107, ['10'], knownZone(p), '', p).body).toEqual({
      Success: false,
      Error: 'Remote volume not allowed',
    });
    expect((run(835, ['2'], knownZone(p), '', p).body as { Success: boolean }).Success).toBe(false);
  });

  it('pushes a status when the clock moved the zone to a new track, even for a query', () => {
    const s = knownZone(counter(), 1, { since: T0 - 3_600_000 });
    expect(run(801, [], s).pushStatus).toBe(true);
  });
});

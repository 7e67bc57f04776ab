import { createZoneState, scheduledPlaylist } from '../../../server/fleet/zone-state';
import { counter, knownZone, lobby, T0 } from '../support/fleet';

describe('zone state', () => {
  it('starts deterministically', () => {
    expect(createZoneState(counter(), 1, T0)).toEqual(createZoneState(counter(), 1, T0));
    expect(createZoneState(lobby(), 4, T0).playState).toBe(1);
  });

  it('schedules calendar playlists by the UTC hour of the time it is given', () => {
    const calendar = knownZone().playlists.filter((p) => p.PlaylistTypeId === 1);
    const at = (hour: number) => scheduledPlaylist(calendar, Date.UTC(2026, 10, 22, hour, 20));
    expect(at(3)).toBe(calendar[Math.floor((3 * calendar.length) / 24)]);
    expect(at(19)).toBe(calendar[Math.floor((19 * calendar.length) / 24)]);
    expect(at(3)).not.toBe(at(19));
    expect(createZoneState(counter(), 1, Date.UTC(2026, 10, 22, 19, 20)).playlistId).toBe(at(19).PlaylistId);
  });
});

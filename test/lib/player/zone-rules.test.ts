import {
  energyCount,
  isOnline,
  remotePauseAllowed,
  remoteVolumeAllowed,
  supportsEnergy,
} from '../../../src/lib/player/zone-rules';

describe('the zone rules (spec §3, §4, §5)', () => {
  it('allows a remote volume and a remote pause only when the zone says so', () => {
    expect(remoteVolumeAllowed({ RemoteVolumeAllowed: true })).toBe(true);
    expect(remoteVolumeAllowed({ RemoteVolumeAllowed: false })).toBe(false);
    expect(remotePauseAllowed({ RemotePauseAllowed: true })).toBe(true);
    expect(remotePauseAllowed({ RemotePauseAllowed: false })).toBe(false);
  });

  it('offers energy above version 7, and a level only with tracks at it; online only when the list says Online', () => {
    expect([supportsEnergy('8.1.0'), supportsEnergy('7.4.2'), supportsEnergy(null)]).toEqual([
      true,
      false,
      false,
    ]);
    const map = { '2': { Name: 'Mid', Count: 12 }, '3': { Name: 'Up', Count: 0 } };
    expect([
      energyCount(map, 2),
      energyCount(map, 3),
      energyCount(map, 4),
      energyCount(undefined, 2),
    ]).toEqual([12, 0, 0, 0]);
    expect([isOnline({ ConnectivityStatus: 'Online' }), isOnline({ ConnectivityStatus: 'Offline' })]).toEqual(
      [true, false],
    );
  });
});

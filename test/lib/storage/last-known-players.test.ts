import { createLastKnownPlayers } from '../../../src/lib/storage/last-known-players';
import { memoryStores } from '../../support/memory-storage';

const player = {
  PlayerName: 'Lobby',
  PropertyName: 'Hotel',
  ConnectivityStatus: 'Online',
  LicenceKey: 'K',
  MacAddress: 'M',
  NoOfChannels: 1,
};

describe('createLastKnownPlayers (docs/architecture.md §11)', () => {
  it('recalls the list it remembered, from the browser-wide store', () => {
    const { local } = memoryStores();
    createLastKnownPlayers(local).remember([player]);
    expect(createLastKnownPlayers(local).recall()).toEqual([player]);
    expect(local.get('lastPlayers')).toEqual([player]);
  });

  it('recalls nothing when nothing, or something malformed, was stored', () => {
    const { local } = memoryStores();
    const lastKnown = createLastKnownPlayers(local);
    expect(lastKnown.recall()).toBeNull();
    local.set('lastPlayers', { players: [player] });
    expect(lastKnown.recall()).toBeNull();
    local.set('lastPlayers', [player, { PlayerName: 'no key' }]);
    expect(lastKnown.recall()).toBeNull();
  });
});

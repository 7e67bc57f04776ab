import { createLegacyKeys } from '../../../src/lib/storage/legacy-keys';
import { memoryStores } from '../../support/memory-storage';

describe("the original product's storage keys (spec §3), written from one module", () => {
  it("mirrors the selection, the play state and the playlist in the spec's keys and format", () => {
    const s = memoryStores();
    const legacy = createLegacyKeys(s.local, s.tab);
    legacy.selected({ player: { name: 'Lobby' }, zone: { group: 'k-m-2', index: 2, name: 'Terrace' } });
    legacy.playing(true);
    legacy.playlist('Morning Mix');
    expect(s.localArea.dump()).toEqual({
      'ngx-webstorage|currentgroup': '"k-m-2"',
      'ngx-webstorage|channelindex': '2',
      'ngx-webstorage|zonename': '"Terrace"',
      'ngx-webstorage|nowplaying': 'true',
      'ngx-webstorage|playlistname': '"Morning Mix"',
    });
    expect(s.tabArea.dump()).toEqual({ 'ngx-webstorage|playername': '"Lobby"' });
  });

  it('an unnamed zone removes the old zone name; leaving the zone clears channelIndex and nowPlaying only', () => {
    const s = memoryStores();
    const legacy = createLegacyKeys(s.local, s.tab);
    legacy.selected({ player: { name: 'Lobby' }, zone: { group: 'k-m-2', index: 2, name: 'Terrace' } });
    legacy.selected({ player: { name: 'Lobby' }, zone: { group: 'k-m-1', index: 1, name: '' } });
    legacy.playing(false);
    legacy.leftZone();
    expect(Object.keys(s.localArea.dump())).toEqual(['ngx-webstorage|currentgroup']);
  });
});

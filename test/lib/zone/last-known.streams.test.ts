import { marbles } from 'rxjs-marbles/jest';
import { NEVER, of, type Observable } from 'rxjs';
import type { PlayerReply } from '../../../src/lib/player/envelope';
import { PlayerStatus } from '../../../src/lib/player/replies';
import { createLastKnownStore } from '../../../src/lib/storage/last-known-status';
import { createLegacyKeys } from '../../../src/lib/storage/legacy-keys';
import {
  parseLastKnown,
  recallLastKnown,
  rememberLastKnown$,
} from '../../../src/lib/zone/last-known.streams';
import { createZoneControl } from '../../../src/lib/zone/zone.streams';
import { aNowPlaying, aStatus } from '../../support/builders';
import { memoryStores } from '../../support/memory-storage';
import { GROUP, statusReply } from '../../support/zone-fakes';
import * as v from 'valibot';

/** A store that records what it was told to remember. */
function recordingStore() {
  const remembered: { group: string; status: unknown }[] = [];
  return {
    remembered,
    remember: (group: string, status: unknown) => void remembered.push({ group, status }),
  };
}

describe('the seed of a zone’s status: its last known one (docs/design.md "What loads when")', () => {
  it('reads a stored status as the player’s status shape, and anything else as nothing', () => {
    const status = aStatus();
    expect(parseLastKnown(JSON.parse(JSON.stringify(status)))).toEqual(v.parse(PlayerStatus, status));
    expect(parseLastKnown([status])).toBeNull();
    expect(parseLastKnown({ ...status, NowPlaying: { ...aNowPlaying(1), Title: 42 } })).toBeNull();
    expect(parseLastKnown('Title 1')).toBeNull();
  });

  it('recalls the zone’s own status; a malformed one is reported and gives nothing', () => {
    const s = memoryStores();
    const reports: unknown[] = [];
    const store = createLastKnownStore(s.local, s.tab, (_problem, value) => void reports.push(value));
    store.remember('p-1', aStatus());
    store.remember('p-2', { PlayState: 'playing' });
    expect(recallLastKnown(store, 'p-1')?.NowPlaying?.FileName).toBe(aNowPlaying(1).FileName);
    expect(recallLastKnown(store, 'p-2')).toBeNull();
    expect(reports).toEqual([{ PlayState: 'playing' }, { PlayState: 'playing' }]); // the tab's, then the browser's
    expect(recallLastKnown(store, 'p-3')).toBeNull();
  });

  // prettier-ignore
  it('stores a status when what it shows changes, not when only the position moved on', marbles((m) => {
    const a = aStatus({ NowPlaying: aNowPlaying(1, { PositionInSeconds: 10 }) });
    const b = aStatus({ NowPlaying: aNowPlaying(1, { PositionInSeconds: 11 }) });
    const c = aStatus({ NowPlaying: aNowPlaying(1, { PositionInSeconds: 12, Favorite: true }) });
    const d = aStatus({ NowPlaying: aNowPlaying(2), PlayState: 2 });
    const store = recordingStore();
    m.expect(rememberLastKnown$(m.cold('abcd|', { a, b, c, d }), store, 'p-1')).toBeObservable('----|');
    m.flush();
    expect(store.remembered).toEqual([
      { group: 'p-1', status: a },
      { group: 'p-1', status: c },
      { group: 'p-1', status: d },
    ]);
  }));

  it('a zone control recalls its own zone’s last known status and keeps its live ones', () => {
    const s = memoryStores();
    const lastKnown = createLastKnownStore(s.local, s.tab, () => undefined);
    lastKnown.remember('another-zone', aStatus({ NowPlaying: aNowPlaying(9) }));
    const control = (replies$: Observable<PlayerReply> = NEVER) =>
      createZoneControl({
        hub: { joinGroup: () => NEVER, sendToGroup: () => NEVER },
        replies$,
        legacy: createLegacyKeys(s.local, s.tab),
        selection: { nameZone: () => undefined },
        group: GROUP,
        zoneIndex: 1,
        lastKnown,
      });
    expect(control().recallLastKnown()).toBeNull();

    const live = control(of(statusReply({ NowPlaying: { FileName: 'live.mp3', Title: 'Live' } })));
    live.run$.subscribe().unsubscribe();
    expect(control().recallLastKnown()?.NowPlaying?.FileName).toBe('live.mp3');
    expect(lastKnown.recall('another-zone', parseLastKnown)?.NowPlaying?.FileName).toBe(
      aNowPlaying(9).FileName,
    );
  });

  it('a zone control without a store has no last known status', () => {
    const zone = createZoneControl({
      hub: { joinGroup: () => NEVER, sendToGroup: () => NEVER },
      replies$: NEVER,
      legacy: { playing: () => undefined, playlist: () => undefined },
      selection: { nameZone: () => undefined },
      group: GROUP,
      zoneIndex: 1,
    });
    expect(zone.recallLastKnown()).toBeNull();
  });
});

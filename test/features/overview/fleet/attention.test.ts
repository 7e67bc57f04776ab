import * as v from 'valibot';
import {
  attentionReasons,
  STORAGE_DANGER_PERCENT,
  talliesOf,
} from '../../../../src/features/overview/fleet/attention';
import type { OverviewZone, ZoneState } from '../../../../src/features/overview/fleet/zones';
import { PlayerStatus } from '../../../../src/lib/player/replies';
import { player, status } from '../../../support/overview-fakes';

const live = (PlayState: number): ZoneState => ({
  kind: 'live',
  status: v.parse(PlayerStatus, status({ PlayState })),
  receivedAt: 0,
});

function zone(state: ZoneState, health?: { StorageUsed: number; Status: number }): OverviewZone {
  return {
    group: 'g-1',
    zoneIndex: 1,
    zoneName: '',
    player: player('p', 'Site'),
    site: 'Site',
    state,
    health,
  };
}

describe('what needs attention (docs/design.md "Every zone at a glance")', () => {
  it('names each reason: offline, not answering, storage in the danger class, downloads not complete', () => {
    expect(attentionReasons(zone({ kind: 'offline' }))).toEqual(['offline']);
    expect(attentionReasons(zone({ kind: 'not-answering' }))).toEqual(['not-answering']);
    expect(attentionReasons(zone(live(1), { StorageUsed: STORAGE_DANGER_PERCENT, Status: -2 }))).toEqual([
      'storage',
    ]);
    expect(attentionReasons(zone(live(1), { StorageUsed: 95, Status: 1 }))).toEqual(['storage', 'downloads']);
    expect(attentionReasons(zone(live(1), { StorageUsed: STORAGE_DANGER_PERCENT - 1, Status: -1 }))).toEqual([
      'downloads',
    ]);
  });

  it('needs nothing of a zone that plays with its storage below the danger class and its downloads complete', () => {
    expect(attentionReasons(zone(live(1), { StorageUsed: 40, Status: -2 }))).toEqual([]);
    expect(attentionReasons(zone({ kind: 'loading' }))).toEqual([]);
  });

  it('tallies the states and what needs attention', () => {
    const zones = [
      zone(live(1)),
      zone(live(2), { StorageUsed: 95, Status: -2 }),
      zone({ kind: 'offline' }),
      zone({ kind: 'not-answering' }),
      zone({ kind: 'loading' }),
    ];
    expect(talliesOf(zones)).toEqual({
      total: 5,
      playing: 1,
      paused: 1,
      offline: 1,
      notAnswering: 1,
      asking: 1,
      attention: 3,
    });
  });
});

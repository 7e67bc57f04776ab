import { NEVER, Subject } from 'rxjs';
import type { ZoneNames } from '../../../../src/lib/activity-log/entries';
import type { OverviewZone } from '../../../../src/features/overview/fleet/zones';
import { overviewRecording$ } from '../../../../src/features/overview/activity/fleet-seen';
import { overviewZone, liveState } from '../../../support/overview-fakes';

/** A log that records nothing (its code not loaded yet) and keeps the names it is given. */
function slowLog() {
  const names = new Map<string, ZoneNames>();
  return {
    names,
    log: {
      recordCommands$: NEVER,
      recordFleet: () => NEVER,
      name: (group: string, zoneNames: ZoneNames) => void names.set(group, zoneNames),
    },
  };
}

describe('the overview’s recording into the activity log (docs/design.md "Activity log")', () => {
  it('names every zone as soon as the overview knows it, before the log has loaded and whatever the zone’s state', () => {
    const { names, log } = slowLog();
    const changed$ = new Subject<readonly OverviewZone[]>();
    const loading = overviewZone('Counter', 'High Street', { kind: 'loading' }, '');
    const offline = overviewZone('Shut', 'North', { kind: 'offline' });
    const subscription = overviewRecording$(log, { all: () => [loading, offline], changed$ }).subscribe();

    expect(names.get(offline.group)).toEqual({ zone: 'Main', site: 'North', player: 'Shut' });
    changed$.next([{ ...loading, zoneName: 'Main', state: liveState({ PlayState: 1 }) }]);
    expect(names.get(loading.group)).toEqual({ zone: 'Main', site: 'High Street', player: 'Counter' });
    subscription.unsubscribe();
  });
});

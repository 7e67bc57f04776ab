import { BehaviorSubject, NEVER, VirtualTimeScheduler, concat, of, type Subscription } from 'rxjs';
import { ACTIVITY_LOG_PERIOD_TICK_MS, ACTIVITY_LOG_WRITE_MS } from '../../../src/config/timing';
import { NO_LOG_VIEW, type LogView } from '../../../src/lib/activity-log/activity-log.types';
import { createActivityLogCore } from '../../../src/lib/activity-log/activity-log-core';
import type { ZoneSeen } from '../../../src/lib/activity-log/recorder.streams';
import { timelineOf } from '../../../src/lib/activity-log/timeline';
import { memoryActivityStore } from '../../support/memory-activity-store';

const GROUP = 'key-1';
const COUNTER: ZoneSeen = {
  group: GROUP,
  names: { zone: 'Counter', site: 'High Street', player: 'Shop' },
  mode: 'playing',
  attention: false,
};

/** Lets the promises settle (the store's reads and writes). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createActivityLogCore: the view the screens read (docs/design.md "Activity log")', () => {
  const scheduler = new VirtualTimeScheduler();
  /** Runs the scheduler's work up to `time` (ms) and lets the store's promises settle. */
  const runTo = async (time: number) => {
    scheduler.schedule(() => undefined, time - scheduler.now());
    scheduler.maxFrames = time;
    scheduler.flush();
    await settle();
  };
  const core = createActivityLogCore({
    hub: { groupMessages$: NEVER },
    replies$: NEVER,
    session: {
      signedIn$: new BehaviorSubject(true),
      impersonatedEmail$: new BehaviorSubject(''),
      account: () => ({ email: 'demo@example.com', userId: 'user-1' }),
    },
    scheduler,
    logger: { warn: jest.fn() },
    // A write is in the store once its batch has run (as in the browser's database).
    open: memoryActivityStore,
    names: new Map(),
  });
  let last: LogView = NO_LOG_VIEW;
  const watch = (): Subscription => core.view$.subscribe((view) => (last = view));
  /** The overview open from now until the returned function is called (it records and reads the view). */
  const openOverview = async () => {
    const viewing = watch();
    await settle();
    const recording = core.recordFleet(concat(of([COUNTER]), NEVER)).subscribe();
    await settle();
    return () => {
      recording.unsubscribe();
      viewing.unsubscribe();
    };
  };
  afterAll(() => core.stop());

  it("has the period just watched when a screen reads it again before it is written: the zone's day shows it", async () => {
    const first = ACTIVITY_LOG_PERIOD_TICK_MS * 3;
    const leaveFirst = await openOverview();
    await runTo(first);
    leaveFirst();
    // The app was elsewhere (closed) for a while; its writes went on.
    const back = first + 10 * ACTIVITY_LOG_PERIOD_TICK_MS;
    await runTo(back);
    // Back on the overview for less than a tick, then straight to the zone's screen, which reads the
    // view before the last period's end is written.
    const leaveSecond = await openOverview();
    const left = back + ACTIVITY_LOG_PERIOD_TICK_MS / 2;
    await runTo(left);
    leaveSecond();
    const zoneScreen = watch();
    await settle();
    await runTo(left + ACTIVITY_LOG_WRITE_MS);
    zoneScreen.unsubscribe();

    expect(last.pending).toBe(0);
    expect(last.periods).toEqual([
      { start: 0, end: first },
      { start: back, end: left },
    ]);
    const now = left + ACTIVITY_LOG_WRITE_MS;
    expect(timelineOf(GROUP, last.entries, last.periods, now, last.marks.get(GROUP))).toEqual([
      expect.objectContaining({ end: 0, mode: 'unknown' }),
      { start: 0, end: first, mode: 'playing' },
      { start: first, end: back, mode: 'unknown' },
      { start: back, end: left, mode: 'playing' },
      { start: left, end: now, mode: 'unknown' },
    ]);
  });
});

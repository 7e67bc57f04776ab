/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import { BehaviorSubject, firstValueFrom, filter, NEVER, Subject } from 'rxjs';
import { createActivityLog } from '../../../src/lib/activity-log/activity-log';
import { ACTIVITY_DB_PREFIX } from '../../../src/lib/activity-log/activity-store';
import type { HubGroupMessage } from '../../../src/lib/hub/types';

/** A session of user `userId` whose sign-in the test ends by `signedIn$.next(false)`. */
function sessionOf(userId: string) {
  const signedIn$ = new BehaviorSubject(true);
  return {
    signedIn$,
    session: {
      signedIn$,
      impersonatedEmail$: new BehaviorSubject(''),
      account: () => ({ email: 'demo@example.com', userId }),
    },
  };
}

const names = async () => (await indexedDB.databases()).map((db) => db.name);

describe('createActivityLog: kept per account in the browser, cleared at sign-out (docs/design.md "Activity log")', () => {
  it("records another sign-in's command, writes it to the account's database, and deletes that at sign-out", async () => {
    const { signedIn$, session } = sessionOf('user-a');
    const messages$ = new Subject<HubGroupMessage>();
    const warn = jest.fn();
    const log = createActivityLog({
      hub: { groupMessages$: messages$ },
      replies$: NEVER,
      session,
      logger: { warn },
    });
    const recording = log.recordCommands$.subscribe();
    const viewed = log.view$.subscribe();
    await firstValueFrom(log.view$);
    messages$.next({
      group: 'key-1',
      dataType: 'json',
      data: { command: 101, arguments: [] },
      fromUserId: 'user-a',
    });
    // The burst ends and the batch is written (real time: this test's scheduler is the default one).
    const view = await firstValueFrom(log.view$.pipe(filter((v) => v.entries.length > 0 && v.pending === 0)));
    expect(view.entries.map((e) => [e.kind, e.actor])).toEqual([['play', 'another-device']]);
    expect(warn.mock.calls).toEqual([]);
    expect((await log.all()).map((e) => e.kind)).toEqual(['play']);
    expect(await names()).toContain(`${ACTIVITY_DB_PREFIX}user-a`);

    recording.unsubscribe();
    viewed.unsubscribe();
    signedIn$.next(false);
    await firstValueFrom(log.view$.pipe(filter((v) => v.entries.length === 0)));
    const gone = async () => !(await names()).includes(`${ACTIVITY_DB_PREFIX}user-a`);
    while (!(await gone())) await new Promise((resolve) => setImmediate(resolve));
    expect(warn).not.toHaveBeenCalled();
    log.stop();
  }, 10_000);
});

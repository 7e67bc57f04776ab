import { distinctUntilChanged, filter, map, NEVER, type SchedulerLike } from 'rxjs';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { CommandTimeoutError } from '../../../src/lib/player/errors';
import { CommandResult } from '../../../src/lib/player/replies';
import { sendCommand } from '../../../src/lib/player/send-command';
import { establish, KINDS, setupHub, type HubHarness } from '../../support/hub-harness';

/**
 * The command timeout while the hub is recovering (spec §4 "Command timeout"), with the real hub client on the fake socket: test/lib/player/send-command.test.ts proves
 * the timeout against a hub that never acks; here the hub client is really `recovering` (every
 * recovery attempt refused) when the 10 s run out, and the abandoned command is not written later
 * when the connection comes back.
 */
const GROUP = 'player-key-1';
/** Recovery sockets created before this index are refused; the next one is opened by the test. */
const REFUSED_UNTIL = 12; // sockets 1…11 at 100 ms, 1100 ms, … 10 100 ms; socket 12 at 11 100 ms

function setup(m: Context): HubHarness {
  return setupHub(m, {
    onCreate: (s, i, later) => s.isRecovery && i < REFUSED_UNTIL && later(() => s.refuse()),
  });
}

/** `Next` to the zone, with no reply ever (the player cannot be reached while the hub recovers). */
const next$ = (h: HubHarness, scheduler: SchedulerLike) =>
  sendCommand({ hub: h.client, replies$: NEVER, group: GROUP, zoneIndex: 1, scheduler }, PlayerCommand.Next, {
    schema: CommandResult,
  });

const timedOut = new CommandTimeoutError(PlayerCommand.Next, GROUP, 10_000);

/** Each `sendToGroup` written, as the index of the socket that carried it (a string, for marbles). */
const writes$ = (h: HubHarness) =>
  h.fake.sent$.pipe(
    filter(({ frame }) => frame['type'] === 'sendToGroup'),
    map(({ socket }) => String(h.fake.sockets.indexOf(socket))),
  );

describe('command timeout while the hub is recovering (spec §4, hub-protocol.md §6)', () => {
  it(
    'a command issued while recovering fails after 10 s, still recovering, and is never written, not even once recovered',
    marbles((m) => {
      const h = setup(m);
      establish(h, 10, 0);
      h.at(100, () => h.sock(0).closeFromServer(1006, 'network'));
      h.at(11_200, () => h.sock(REFUSED_UNTIL).open());
      h.at(12_000, () => h.client.stop());
      m.expect(next$(h, m.scheduler), '200ms ^').toBeObservable('10200ms #', undefined, timedOut);
      // prettier-ignore
      const states = 'c 9ms n 89ms r 11099ms n 799ms s';
      m.expect(h.kinds$.pipe(distinctUntilChanged())).toBeObservable(states, KINDS);
      m.expect(h.created$).toBeObservable('n 99ms r' + ' 999ms r'.repeat(REFUSED_UNTIL - 1));
      m.expect(writes$(h)).toBeObservable('');
    }),
  );

  it(
    'a command in flight when the socket drops fails 10 s after it was sent; written once, not again after the recovery',
    marbles((m) => {
      const h = setup(m);
      establish(h, 10, 0);
      h.at(100, () => h.sock(0).closeFromServer(1006, 'network'));
      h.at(11_200, () => h.sock(REFUSED_UNTIL).open());
      h.at(12_000, () => h.client.stop());
      m.expect(next$(h, m.scheduler), '50ms ^').toBeObservable('10050ms #', undefined, timedOut);
      m.expect(writes$(h)).toBeObservable('50ms a', { a: '0' });
      m.expect(h.kinds$.pipe(distinctUntilChanged())).toBeObservable(
        'c 9ms n 89ms r 11099ms n 799ms s',
        KINDS,
      );
    }),
  );
});

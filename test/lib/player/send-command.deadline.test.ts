import { marbles } from 'rxjs-marbles/jest';
import { of, type Observable, type SchedulerLike } from 'rxjs';
import { sendCommand } from '../../../src/lib/player/send-command';
import { CommandTimeoutError } from '../../../src/lib/player/errors';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { CommandResult } from '../../../src/lib/player/replies';
import type { PlayerReply } from '../../../src/lib/player/envelope';
import { lateScheduler, runLateBy } from '../../support/late-scheduler';

const GROUP = 'g-1';
const ok: PlayerReply = { group: GROUP, command: PlayerCommand.Play, response: { Success: true } };
const refused: PlayerReply = { ...ok, response: { Success: false, Error: 'no' } };
const timedOut = new CommandTimeoutError(PlayerCommand.Play, GROUP, 10_000);

const send = (replies$: Observable<PlayerReply>, scheduler: SchedulerLike) =>
  sendCommand(
    {
      hub: { sendToGroup: () => of({ ackId: 1, duplicated: false }) },
      replies$,
      group: GROUP,
      zoneIndex: 1,
      scheduler,
    },
    PlayerCommand.Play,
    { schema: CommandResult },
  );

// The timeout's timer runs 60 s late, as in a background tab (spec §4 Command timeout: 10 s).
// prettier-ignore
describe('sendCommand decided by its deadline (docs/architecture.md §3 "Deadlines decide, ticks display")', () => {
  it('a reply that comes after the 10 s deadline, before the late timer fired, is a timeout', marbles((m) => {
    const replies = m.hot('12s r', { r: ok });
    m.expect(send(replies, lateScheduler(m.scheduler, runLateBy(60_000)))).toBeObservable('12s #', undefined, timedOut);
  }));

  it('so is a refusal that comes after the deadline', marbles((m) => {
    const replies = m.hot('12s r', { r: refused });
    m.expect(send(replies, lateScheduler(m.scheduler, runLateBy(60_000)))).toBeObservable('12s #', undefined, timedOut);
  }));

  it('a reply before the deadline still wins, however late the timer', marbles((m) => {
    const replies = m.hot('9s r', { r: ok });
    m.expect(send(replies, lateScheduler(m.scheduler, runLateBy(60_000)))).toBeObservable('9s (r|)', { r: { Success: true } });
  }));

  it('with no reply at all the timeout comes when the late timer runs', marbles((m) => {
    const replies = m.hot('');
    m.expect(send(replies, lateScheduler(m.scheduler, runLateBy(60_000)))).toBeObservable('70s #', undefined, timedOut);
  }));
});

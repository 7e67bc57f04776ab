import { marbles } from 'rxjs-marbles/jest';
import { NEVER, of, type Observable } from 'rxjs';
import { sendCommand } from '../../../src/lib/player/send-command';
import { CommandRejectedError, CommandTimeoutError } from '../../../src/lib/player/errors';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { CommandResult } from '../../../src/lib/player/replies';
import type { PlayerReply } from '../../../src/lib/player/envelope';
import type { HubAck } from '../../../src/lib/hub/types';

const GROUP = 'g-1';
const ok: PlayerReply = { group: GROUP, command: PlayerCommand.Play, response: { Success: true } };
const refused: PlayerReply = {
  group: GROUP,
  command: PlayerCommand.Play,
  response: { Success: false, Error: 'no' },
};
const otherZone: PlayerReply = { group: 'g-2', command: PlayerCommand.Play, response: { Success: true } };
const malformed: PlayerReply = { group: GROUP, command: PlayerCommand.Play, response: 'garbage' };

function deps(
  replies$: Observable<PlayerReply>,
  sent: unknown[],
  ack$: Observable<HubAck> = of({ ackId: 1, duplicated: false }),
) {
  return {
    hub: { sendToGroup: (group: string, data: unknown) => (sent.push({ group, data }), ack$) },
    replies$,
    group: GROUP,
    zoneIndex: 2,
  };
}

// prettier-ignore
describe('sendCommand (spec §4 Command timeout)', () => {
  it('fails with CommandTimeoutError after 10 s without a valid reply', marbles((m) => {
    const replies  = m.hot('-- 5s x 5s y', { x: otherZone, y: malformed });
    const expected =       '10s #';
    const sent: unknown[] = [];
    m.expect(sendCommand({ ...deps(replies, sent), scheduler: m.scheduler }, PlayerCommand.Play, { schema: CommandResult }))
      .toBeObservable(expected, undefined, new CommandTimeoutError(PlayerCommand.Play, GROUP, 10_000));
  }));

  it('a valid reply before 10 s cancels the timeout', marbles((m) => {
    const replies  = m.hot('- 9999ms r', { r: ok });
    const expected =       '- 9999ms (r|)';
    const sent: unknown[] = [];
    m.expect(sendCommand({ ...deps(replies, sent), scheduler: m.scheduler }, PlayerCommand.Play, { schema: CommandResult }))
      .toBeObservable(expected, { r: { Success: true } });
    m.flush();
    expect(sent).toEqual([{ group: GROUP, data: { id: 0, command: 101, arguments: [], payload: '', ChannelIndex: 2, response: '' } }]);
  }));

  it('a refusal is a valid reply that errors with CommandRejectedError', marbles((m) => {
    const replies  = m.hot('-- r', { r: refused });
    const expected =       '-- #';
    m.expect(sendCommand({ ...deps(replies, []), scheduler: m.scheduler }, PlayerCommand.Play, { schema: CommandResult }))
      .toBeObservable(expected, undefined, new CommandRejectedError(PlayerCommand.Play, 'no'));
  }));

  it('the timeout still runs while the send waits for the hub (recovering)', marbles((m) => {
    const expected = '10s #';
    m.expect(sendCommand({ ...deps(NEVER, [], NEVER), scheduler: m.scheduler }, PlayerCommand.Next, { schema: CommandResult }))
      .toBeObservable(expected, undefined, new CommandTimeoutError(PlayerCommand.Next, GROUP, 10_000));
  }));
});

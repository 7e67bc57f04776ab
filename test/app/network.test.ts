/**
 * playerReplies$ (spec §8; player-protocol.md "Player → app"): the player replies read off the hub's
 * group messages. Valid replies `{ Command, Response: "<JSON>" }` come out parsed; echoes of other
 * clients' requests (lower-case `command`) are dropped silently; malformed replies are reported with
 * `logger.warn` and dropped; one subscription to the hub is shared by every subscriber.
 */
import { marbles } from 'rxjs-marbles/jest';
import { playerReplies$ } from '../../src/app/network';
import type { HubGroupMessage } from '../../src/lib/hub/types';
import type { PlayerReply } from '../../src/lib/player/envelope';

const msg = (data: unknown, group = 'zone-1'): HubGroupMessage => ({ group, dataType: 'json', data });

const messages: Record<string, HubGroupMessage> = {
  a: msg({ Command: 101, Response: '{"Success":true}' }),
  b: msg({ Command: 120, Response: { Volume: 30 } }, 'zone-2'),
  e: msg({ command: 101, arguments: [] }),
  x: msg('not an object'),
  y: msg({ Response: '{}' }),
  z: msg({ Command: 101, Response: '{not json' }),
  w: msg({ Command: '101', Response: '{}' }),
  v: msg({ Command: 101, Response: 42 }),
};
const replies: Record<string, PlayerReply> = {
  a: { group: 'zone-1', command: 101, response: { Success: true } },
  b: { group: 'zone-2', command: 120, response: { Volume: 30 } },
};
const logger = () => ({ warn: jest.fn() });

// prettier-ignore
describe('playerReplies$ (spec §8)', () => {
  it('emits valid replies with Response parsed (a string of JSON, or the object itself)', marbles((m) => {
    const groupMessages$ = m.hot('-a-b-|', messages);
    const expected =             '-a-b-|';
    m.expect(playerReplies$({ groupMessages$ }, logger())).toBeObservable(expected, replies);
  }));

  it('drops echoes of requests (lower-case command) without a warning', marbles((m) => {
    const groupMessages$ = m.hot('-e-a-e-', messages);
    const expected =             '---a---';
    const log = logger();
    m.expect(playerReplies$({ groupMessages$ }, log)).toBeObservable(expected, replies);
    m.flush();
    expect(log.warn).not.toHaveBeenCalled();
  }));

  it('reports each malformed reply with logger.warn and drops it, keeping the valid ones around it', marbles((m) => {
    const groupMessages$ = m.hot('-x-y-a-z-w-v-b-', messages);
    const expected =             '-----a-------b-';
    const log = logger();
    m.expect(playerReplies$({ groupMessages$ }, log)).toBeObservable(expected, replies);
    m.flush();
    expect(log.warn.mock.calls).toEqual([
      ['Malformed reply: data is not an object'],
      ['Malformed reply: no Command'],
      ['Malformed reply to command 101: Response is not valid JSON'],
      ['Malformed reply: Command is not a number'],
      ['Malformed reply to command 101: Response is not a JSON string'],
    ]);
  }));

  it('is shared: one subscription to the hub for every subscriber, and each malformed reply reported once', marbles((m) => {
    const groupMessages$ = m.hot('-a-x-b-', messages);
    const log = logger();
    const replies$ = playerReplies$({ groupMessages$ }, log);
    m.expect(replies$).toBeObservable('-a---b-', replies);
    m.expect(replies$, '--^').toBeObservable('-----b-', replies);
    m.expect(groupMessages$).toHaveSubscriptions('^');
    m.flush();
    expect(log.warn).toHaveBeenCalledTimes(1);
  }));

  it('releases the hub when the last subscriber leaves, and completes with it', marbles((m) => {
    const groupMessages$ = m.hot('-a-b-|', messages);
    const replies$ = playerReplies$({ groupMessages$ }, logger());
    m.expect(replies$, '^-!').toBeObservable('-a-', replies);
    m.expect(replies$, '---^').toBeObservable('---b-|', replies);
    m.expect(groupMessages$).toHaveSubscriptions(['^-!', '---^-!']);
  }));
});

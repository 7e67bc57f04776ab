/**
 * playerReplies$ (spec §8; player-protocol.md "Player → app"): the player replies read off the hub's
 * group messages. Valid replies `{ Command, Response: "<JSON>" }` come out parsed; echoes of other
 * clients' requests (lower-case `command`) are dropped silently; malformed replies are reported with
 * `logger.warn` and dropped; messages not sent by a player (`fromUserId` without the players' prefix:
 * another tab of the account) are dropped with a warning; one subscription to the hub is shared by every
 * subscriber.
 */
import { marbles } from 'rxjs-marbles/jest';
import { map } from 'rxjs';
import { playerReplies$ } from '../../../src/lib/player/read-replies';
import { readZoneReply, zoneReplies$ } from '../../../src/lib/player/zone-replies';
import type { HubGroupMessage } from '../../../src/lib/hub/types';
import type { PlayerReply } from '../../../src/lib/player/envelope';

/** The player of the zones below, as its hub token names it. */
const PLAYER = 'player:ZONE-KEY';
/** The account's own UserId: what another tab or sign-in of the account is named. */
const ACCOUNT = '6a1f2c3e-0001-4b5c-9d8e-000000000001';
const msg = (data: unknown, group = 'zone-1', fromUserId: string | null = PLAYER): HubGroupMessage => ({
  group,
  dataType: 'json',
  data,
  fromUserId,
});

const messages: Record<string, HubGroupMessage> = {
  a: msg({ Command: 101, Response: '{"Success":true}' }),
  b: msg({ Command: 120, Response: { Volume: 30 } }, 'zone-2'),
  e: msg({ command: 101, arguments: [] }),
  x: msg('not an object'),
  y: msg({ Response: '{}' }),
  z: msg({ Command: 101, Response: '{not json' }),
  w: msg({ Command: '101', Response: '{}' }),
  v: msg({ Command: 101, Response: 42 }),
  f: msg({ Command: 0, Response: '{"Name":"Forged","PlayState":1}' }, 'zone-1', ACCOUNT),
  n: msg({ Command: 0, Response: '{"Name":"Forged","PlayState":1}' }, 'zone-1', null),
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

  it('takes replies from players only: a status from another sign-in of the account, or from no one, is dropped with a warning', marbles((m) => {
    const groupMessages$ = m.hot('-f-a-n-', messages);
    const expected =             '---a---';
    const log = logger();
    m.expect(playerReplies$({ groupMessages$ }, log)).toBeObservable(expected, replies);
    m.flush();
    expect(log.warn).toHaveBeenCalledTimes(2);
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

describe('zoneReplies$: what a zone’s reply says of its state (spec §3)', () => {
  it(
    'reads a status, a health and a volume by their schemas, each once, and drops other commands and bad shapes',
    marbles((m) => {
      const input: Record<string, PlayerReply> = {
        s: {
          group: 'z-1',
          command: 0,
          response: {
            Name: 'Bar',
            Playlist: 'P',
            PlayState: 1,
            RemoteVolumeAllowed: true,
            RemotePauseAllowed: true,
          },
        },
        h: { group: 'z-1', command: 745, response: { StorageUsed: 91, Status: -2 } },
        v: { group: 'z-2', command: 802, response: { Volume: 35 } },
        o: { group: 'z-1', command: 101, response: { Success: true } },
        b: { group: 'z-1', command: 802, response: { Volume: 'loud' } },
      };
      const replies$ = m.cold('s-h-v-o-b|', input);
      m.expect(
        zoneReplies$(replies$, m.scheduler).pipe(map((reply) => `${reply.t}:${reply.group}`)),
      ).toBeObservable('s-h-v----|', { s: 'status:z-1', h: 'health:z-1', v: 'volume:z-2' });
      expect(readZoneReply(input.v as PlayerReply, 7)).toEqual({ t: 'volume', group: 'z-2', volume: 35 });
      expect(readZoneReply(input.s as PlayerReply, 7)).toMatchObject({
        t: 'status',
        timed: { receivedAt: 7 },
      });
    }),
  );
});

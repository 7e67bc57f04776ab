import { marbles } from 'rxjs-marbles/jest';
import { ACTIVITY_LOG_BURST_MS } from '../../../src/config/timing';
import { NO_NAMES, type ActivityEntry } from '../../../src/lib/activity-log/entries';
import {
  otherCommands$,
  readOtherRequest,
  stateChanges$,
  type ZoneMark,
  type ZoneSeen,
} from '../../../src/lib/activity-log/recorder.streams';
import type { HubGroupMessage } from '../../../src/lib/hub/types';
import type { PlayerReply } from '../../../src/lib/player/envelope';

const GROUP = 'key-1';
const ACCOUNT = 'user-1';

/** Another sign-in's request, as the group echoes it (lower-case `command`). */
const request = (command: number, args: string[] = [], fromUserId = ACCOUNT): HubGroupMessage => ({
  group: GROUP,
  dataType: 'json',
  data: { id: 0, command, arguments: args, payload: '', ChannelIndex: 1, response: '' },
  fromUserId,
});
/** A player's status reply (command 0) with `Volume`. */
const status = (volume: number): PlayerReply => ({
  group: GROUP,
  command: 0,
  response: { Name: 'Counter', Volume: volume, Playlist: 'Morning' },
});
const names = { zone: 'Counter', site: 'High Street', player: 'Shop' };
const deps = {
  actorOf: (id: string | undefined): 'another-device' | 'another-user' =>
    id === ACCOUNT ? 'another-device' : 'another-user',
  namesOf: () => names,
};

/** The marble of values at the frames `frames` (a frame is a millisecond). */
const at = (...frames: number[]) =>
  frames
    .map((frame, i) => `${frame - (i === 0 ? 0 : (frames[i - 1] as number) + 1)}ms ${'abcde'[i]}`)
    .join(' ');

// prettier-ignore
describe('otherCommands$: what other sign-ins change (docs/design.md "Activity log")', () => {
  it('tells another sign-in\'s volume as one entry with the value before it, ACTIVITY_LOG_BURST_MS after it', marbles((m) => {
    const replies$ = m.hot<PlayerReply>('s', { s: status(40) });
    const messages$ = m.hot<HubGroupMessage>('-v', { v: request(107, ['33']) });
    const entry: ActivityEntry = { at: 1, group: GROUP, kind: 'volume', actor: 'another-device', from: '40', to: '33', ...names };
    m.expect(otherCommands$({ ...deps, messages$, replies$, scheduler: m.scheduler })).toBeObservable(at(1 + ACTIVITY_LOG_BURST_MS), { a: entry });
  }));

  it('makes a burst of the same change one entry: from before the first, to the last', marbles((m) => {
    const replies$ = m.hot<PlayerReply>('s', { s: status(40) });
    const messages$ = m.hot<HubGroupMessage>('-a 999ms b 999ms c', {
      a: request(107, ['35']),
      b: request(107, ['30']),
      c: request(107, ['33']),
    });
    const last = 1 + 1000 + 1000;
    const entry: ActivityEntry = { at: last, group: GROUP, kind: 'volume', actor: 'another-device', from: '40', to: '33', ...names };
    m.expect(otherCommands$({ ...deps, messages$, replies$, scheduler: m.scheduler })).toBeObservable(
      at(last + ACTIVITY_LOG_BURST_MS),
      { a: entry },
    );
  }));

  it('makes changes further apart than ACTIVITY_LOG_BURST_MS two entries, the second from the first\'s value', marbles((m) => {
    const replies$ = m.hot<PlayerReply>('s', { s: status(40) });
    const messages$ = m.hot<HubGroupMessage>(`-a ${ACTIVITY_LOG_BURST_MS}ms b`, { a: request(107, ['35']), b: request(107, ['33']) });
    const first: ActivityEntry = { at: 1, group: GROUP, kind: 'volume', actor: 'another-device', from: '40', to: '35', ...names };
    const second: ActivityEntry = { ...first, at: 2 + ACTIVITY_LOG_BURST_MS, from: '35', to: '33' };
    m.expect(otherCommands$({ ...deps, messages$, replies$, scheduler: m.scheduler })).toBeObservable(
      at(1 + ACTIVITY_LOG_BURST_MS, 2 + 2 * ACTIVITY_LOG_BURST_MS),
      { a: first, b: second },
    );
  }));

  it('tells nothing of a player\'s replies and statuses, nor of requests that only read', marbles((m) => {
    const replies$ = m.hot<PlayerReply>('-');
    const messages$ = m.hot<HubGroupMessage>('-a-b-c', {
      // what this app's own command makes: the player's reply (own requests are sent with noEcho)
      a: { group: GROUP, dataType: 'json', data: { Command: 107, Response: '{"Success":true}' }, fromUserId: 'player:K' },
      b: request(0),
      c: request(801),
    });
    m.expect(otherCommands$({ ...deps, messages$, replies$, scheduler: m.scheduler })).toBeObservable('');
  }));

  it('names a sender of another user id as another user, and keeps play and pause apart', marbles((m) => {
    const replies$ = m.hot<PlayerReply>('-');
    const messages$ = m.hot<HubGroupMessage>('-a-b', { a: request(102, [], 'support-9'), b: request(101) });
    m.expect(otherCommands$({ ...deps, messages$, replies$, scheduler: m.scheduler })).toBeObservable(
      at(1 + ACTIVITY_LOG_BURST_MS, 3 + ACTIVITY_LOG_BURST_MS),
      {
        a: { at: 1, group: GROUP, kind: 'pause', actor: 'another-user', ...names },
        b: { at: 3, group: GROUP, kind: 'play', actor: 'another-device', ...names },
      },
    );
  }));
});

describe('readOtherRequest', () => {
  it('reads numeric text and a single string argument, and refuses what is no request', () => {
    const read = readOtherRequest({
      group: 'g',
      dataType: 'json',
      data: { command: '727', arguments: 'Rock, Pop' },
    });
    expect(read).toEqual({ group: 'g', command: 727, args: ['Rock, Pop'], fromUserId: undefined });
    expect(readOtherRequest({ group: 'g', dataType: 'text', data: 'hello' })).toBeUndefined();
    expect(readOtherRequest({ group: 'g', dataType: 'json', data: { command: 'x' } })).toBeUndefined();
  });
});

const seen = (mode: ZoneSeen['mode'], extra: Partial<ZoneSeen> = {}): ZoneSeen => ({
  group: GROUP,
  names: NO_NAMES,
  mode,
  attention: mode === 'offline' || mode === 'not-answering',
  ...extra,
});

// prettier-ignore
describe('stateChanges$: the state changes the overview sees (docs/design.md "Activity log")', () => {
  it('records a state change once, however often the same state is seen again', marbles((m) => {
    const seen$ = m.hot<readonly ZoneSeen[]>('a-b-c-d-e', {
      a: [seen('playing')],
      b: [seen('playing')],
      c: [seen('offline')],
      d: [seen('offline')],
      e: [seen('offline')],
    });
    const out$ = stateChanges$(seen$, new Map(), m.scheduler);
    m.expect(out$).toBeObservable('a---c', {
      a: { entries: [], marks: [{ group: GROUP, mode: 'playing', attention: false, at: 0, first: 0 }] },
      c: {
        entries: [{ at: 4, group: GROUP, kind: 'offline', actor: 'seen', from: 'playing', to: 'offline', ...NO_NAMES }],
        marks: [{ group: GROUP, mode: 'offline', attention: true, at: 4, first: 0 }],
      },
    });
  }));

  it('records what changed since the last visit at first sight, as missed', marbles((m) => {
    const stored = new Map<string, ZoneMark>([[GROUP, { group: GROUP, mode: 'playing', attention: false, at: 0 }]]);
    const seen$ = m.hot<readonly ZoneSeen[]>('a-b', { a: [seen('paused')], b: [seen('paused')] });
    m.expect(stateChanges$(seen$, stored, m.scheduler)).toBeObservable('a', {
      a: {
        entries: [{ at: 0, group: GROUP, kind: 'paused', actor: 'seen', from: 'playing', to: 'paused', missed: true, ...NO_NAMES }],
        marks: [{ group: GROUP, mode: 'paused', attention: false, at: 0, first: 0 }],
      },
    });
  }));

  it('tells a zone back, its downloads complete, and attention that is not the mode\'s', marbles((m) => {
    const stored = new Map<string, ZoneMark>([[GROUP, { group: GROUP, mode: 'offline', attention: true, at: 0 }]]);
    const seen$ = m.hot<readonly ZoneSeen[]>('a-b-c', {
      a: [seen('playing', { attention: true, downloadsDone: false })],
      b: [seen('playing', { attention: false, downloadsDone: true })],
      c: [seen('playing', { attention: false, downloadsDone: true })],
    });
    const kinds: string[] = [];
    stateChanges$(seen$, stored, m.scheduler).subscribe((out) => kinds.push(...out.entries.map((e) => e.kind)));
    m.flush();
    expect(kinds).toEqual(['back', 'attention-over', 'downloads-complete']);
  }));

  it('keeps in each of a zone\'s marks when this browser first saw it, through later visits', marbles((m) => {
    const stored = new Map<string, ZoneMark>([[GROUP, { group: GROUP, mode: 'playing', attention: false, at: 3, first: 1 }]]);
    const seen$ = m.hot<readonly ZoneSeen[]>('-----a-b', {
      a: [seen('playing', { attention: true, downloadsDone: false })],
      b: [seen('paused', { attention: true, downloadsDone: false })],
    });
    const marks: ZoneMark[] = [];
    stateChanges$(seen$, stored, m.scheduler).subscribe((out) => marks.push(...out.marks));
    m.flush();
    expect(marks.map((mark) => [mark.at, mark.first])).toEqual([[5, 1], [7, 1]]);
  }));
});

import { marbles } from 'rxjs-marbles/jest';
import { CONNECTION_STALE_MS } from '../../../src/config/timing';
import type { HubState } from '../../../src/lib/hub/types';
import { linkDown$, linkLost$, linkRestored$ } from '../../../src/lib/zone/link.streams';

const states: Record<string, HubState> = {
  k: { kind: 'connecting' },
  c: { kind: 'connected', connectionId: 'id' },
  n: { kind: 'connected', connectionId: 'id-2' },
  r: { kind: 'recovering', connectionId: 'id', attempt: 1 },
  d: { kind: 'disconnected', reason: 'closed' },
};

// prettier-ignore
describe('the link rule of the player screens and the overview (docs/design.md "Honest about the connection")', () => {
  it('is lost once the hub has not been connected for CONNECTION_STALE_MS, and back at once when connected', marbles((m) => {
    const state$ = m.cold(`c 1s r ${CONNECTION_STALE_MS - 2}ms c 1s r ${CONNECTION_STALE_MS}ms c`, states);
    m.expect(linkLost$(state$, m.scheduler)).toBeObservable(
      `f ${2000 + 2 * CONNECTION_STALE_MS}ms tf`,
      { f: false, t: true },
    );
  }));

  it('is restored on connecting again after having been connected, and on a new connection', marbles((m) => {
    const state$ = m.cold('k 9ms c 9ms r 9ms c 9ms n', states);
    m.expect(linkRestored$(state$)).toBeObservable('30ms c 9ms n', { c: 'id', n: 'id-2' });
  }));

  it('is down the moment the hub, once connected, is not (a socket closed, a missed pong), however briefly, and up at once when connected', marbles((m) => {
    const state$ = m.cold('c 9ms r 9ms k 9ms c 9ms r 9ms c', states);
    m.expect(linkDown$(state$, m.scheduler)).toBeObservable('f 9ms t 19ms f 9ms t 9ms f', { f: false, t: true });
  }));

  it('waits CONNECTION_STALE_MS for the first connection, and says a disconnection at once', marbles((m) => {
    const first$ = m.cold(`k ${CONNECTION_STALE_MS + 9}ms c`, states);
    m.expect(linkDown$(first$, m.scheduler)).toBeObservable(`f ${CONNECTION_STALE_MS - 1}ms t 9ms f`, {
      f: false,
      t: true,
    });
    const slow$ = m.cold(`k ${CONNECTION_STALE_MS - 10}ms c`, states);
    m.expect(linkDown$(slow$, m.scheduler)).toBeObservable('f', { f: false });
    m.expect(linkDown$(m.cold('k 9ms d', states), m.scheduler)).toBeObservable('f 9ms t', { f: false, t: true });
  }));
});

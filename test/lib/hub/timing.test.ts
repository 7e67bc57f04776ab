import { marbles } from 'rxjs-marbles/jest';
import { distinctUntilChanged } from 'rxjs';
import { DEFAULT_HUB_TIMING, resolveHubTiming } from '../../../src/lib/hub/timing';
import { establish, KINDS, repeat, setupHub } from '../../support/hub-harness';

describe('hub timing options (like the Azure client: documented defaults from src/config/timing/)', () => {
  it('defaults to the spec values', () =>
    expect(resolveHubTiming()).toEqual({
      recoveryWindowInMs: 30_000,
      recoveryIntervalInMs: 1_000,
      reconnectDelayInMs: 1_000,
      messageRetries: 3,
      messageRetryDelayInMs: 1_000,
      sequenceAckIntervalInMs: 1_000,
      sequenceAckJump: 300,
      sequenceAckBacklog: 300,
      keepAliveIntervalInMs: 20_000,
      keepAliveTimeoutInMs: 120_000,
      refCountGraceInMs: 1_000,
    }));

  it('takes a given value, and the default for a missing, negative or non-finite one', () =>
    expect(
      resolveHubTiming({
        recoveryWindowInMs: 5_000,
        keepAliveIntervalInMs: 0,
        messageRetries: -1,
        reconnectDelayInMs: NaN,
      }),
    ).toEqual({ ...DEFAULT_HUB_TIMING, recoveryWindowInMs: 5_000, keepAliveIntervalInMs: 0 }));

  it(
    'the client follows its options: pings every 3 s, recovers every 2 s within a 5 s window',
    marbles((m) => {
      const h = setupHub(m, {
        timing: { keepAliveIntervalInMs: 3_000, recoveryIntervalInMs: 2_000, recoveryWindowInMs: 5_000 },
        onCreate: (s, _i, later) => s.isRecovery && later(() => s.refuse()),
      });
      establish(h, 10, 0);
      h.at(7_000, () => h.sock(0).closeFromServer(1006, 'network'));
      h.at(12_500, () => h.client.stop());
      m.expect(h.sent$('ping')).toBeObservable('3010ms p 2999ms p', { p: { type: 'ping' } });
      // recovery attempts at 7 000, 9 000, 11 000; the window closes at 12 000: a new connection at once
      m.expect(h.created$).toBeObservable('n 6999ms r' + repeat(' 1999ms r', 2) + ' 999ms n');
      m.expect(h.kinds$.pipe(distinctUntilChanged())).toBeObservable(
        'c 9ms n 6989ms r 4999ms (dc) 496ms s',
        KINDS,
      );
    }),
  );

  it(
    'keepAliveIntervalInMs 0 sends no ping, keepAliveTimeoutInMs 0 never closes a silent link',
    marbles((m) => {
      const h = setupHub(m, { timing: { keepAliveIntervalInMs: 0, keepAliveTimeoutInMs: 0 } });
      establish(h, 10, 0);
      h.at(600_000, () => h.client.stop());
      m.expect(h.sent$('ping')).toBeObservable('');
      m.expect(h.created$).toBeObservable('n');
      m.expect(h.kinds$).toBeObservable('c 9ms n 599989ms s', KINDS);
    }),
  );
});

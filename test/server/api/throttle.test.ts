import {
  ACCOUNT_FAILURES_BEFORE_CODE,
  AccountFailures,
  DEFAULT_THROTTLE_LIMITS,
  SignInThrottle,
  throttleKey,
} from '../../../server/api/throttle';
import { ManualClock } from '../../../server/clock';
import { ACCOUNT_FAILURE_DECAY_MS } from '../../../server/timing';

/** A throttle on a manual clock whose waits are recorded and end when the test says so. */
function throttle() {
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 13, 20));
  const waits: { ms: number; end: () => void; signal: AbortSignal }[] = [];
  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      waits.push({ ms, end: resolve, signal });
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  return { clock, waits, throttle: new SignInThrottle(clock, DEFAULT_THROTTLE_LIMITS, sleep) };
}

const key = throttleKey('Owner@Example.com ', '127.0.0.1');

describe('SignInThrottle', () => {
  it('keys by account (any case) and client address', () => {
    expect(key).toBe(throttleKey('owner@example.com', '127.0.0.1'));
    expect(key).not.toBe(throttleKey('owner@example.com', '127.0.0.2'));
  });

  it('lets the first attempt through, then waits 250 ms, 500 ms … up to 4 s after the last failure', async () => {
    const { throttle: t, waits } = throttle();
    await t.wait(key, new AbortController().signal);
    const expected = [250, 500, 1000, 2000, 4000, 4000, 4000];
    for (const ms of expected) {
      t.fail(key);
      const waiting = t.wait(key, new AbortController().signal);
      expect(waits.at(-1)?.ms).toBe(ms);
      waits.at(-1)!.end();
      await waiting;
    }
  });

  it('lets attempts that waited together through one at a time, and refuses more than five waiting', async () => {
    const { throttle: t, waits, clock } = throttle();
    for (let i = 0; i < 10; i++) t.fail(key);
    const pending = Array.from({ length: 5 }, () => t.wait(key, new AbortController().signal));
    expect(waits.map((w) => w.ms)).toEqual([4000, 4000, 4000, 4000, 4000]);
    await expect(t.wait(key, new AbortController().signal)).rejects.toMatchObject({ status: 429 });
    clock.advance(4000);
    waits.splice(0).forEach((w) => w.end());
    await pending[0];
    await new Promise(setImmediate);
    // The first goes; the other four wait a whole step after it, none pushed further by the others.
    expect(waits.map((w) => w.ms)).toEqual([4000, 4000, 4000, 4000]);
  });

  it('takes the slot before the password is checked: an attempt arriving meanwhile waits', async () => {
    const { throttle: t, waits } = throttle();
    t.fail(key);
    const first = t.wait(key, new AbortController().signal);
    waits[0]!.end();
    await first; // let through: its hash is running
    void t.wait(key, new AbortController().signal);
    expect(waits.map((w) => w.ms)).toEqual([250, 500]);
    // Nor may two fresh attempts of one key be checked at once.
    const fresh = throttleKey('fresh@example.com', '127.0.0.1');
    await t.wait(fresh, new AbortController().signal);
    void t.wait(fresh, new AbortController().signal);
    expect(waits.map((w) => w.ms)).toEqual([250, 500, 250]);
  });

  it(`gates an account after a burst of ${ACCOUNT_FAILURES_BEFORE_CODE} wrong passwords from any addresses, until a code lifts it`, () => {
    const clock = new ManualClock(0);
    const failures = new AccountFailures(clock);
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_CODE - 1; i++) failures.record('owner@example.com');
    expect(failures.underAttack('owner@example.com')).toBe(false);
    failures.record('owner@example.com');
    expect(failures.underAttack('owner@example.com')).toBe(true);
    expect(failures.underAttack('other@example.com')).toBe(false);
    // No quiet period lifts it; an accepted code does.
    clock.advance(ACCOUNT_FAILURE_DECAY_MS * ACCOUNT_FAILURES_BEFORE_CODE * 10);
    expect(failures.underAttack('owner@example.com')).toBe(true);
    failures.clear('owner@example.com');
    expect(failures.underAttack('owner@example.com')).toBe(false);
  });

  it('forgets one failure per ACCOUNT_FAILURE_DECAY_MS: a trickle never gates the account', () => {
    const clock = new ManualClock(0);
    const failures = new AccountFailures(clock);
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_CODE * 5; i++) {
      failures.record('owner@example.com');
      clock.advance(ACCOUNT_FAILURE_DECAY_MS);
    }
    expect(failures.underAttack('owner@example.com')).toBe(false);
  });

  it('ends a wait when its request goes away, freeing its place', async () => {
    const { throttle: t, waits } = throttle();
    t.fail(key);
    const controllers = Array.from({ length: 5 }, () => new AbortController());
    const pending = controllers.map((c) => t.wait(key, c.signal));
    controllers.forEach((c) => c.abort(new Error('gone')));
    await Promise.all(pending.map((p) => expect(p).rejects.toThrow('gone')));
    void t.wait(key, new AbortController().signal);
    expect(waits).toHaveLength(6);
  });

  it('leaves other addresses and accounts alone, and forgets a key after a success or 15 minutes', async () => {
    const { throttle: t, waits, clock } = throttle();
    for (let i = 0; i < 10; i++) t.fail(key);
    await t.wait(throttleKey('owner@example.com', '127.0.0.2'), new AbortController().signal);
    await t.wait(throttleKey('other@example.com', '127.0.0.1'), new AbortController().signal);
    clock.advance(15 * 60_000 + 1);
    await t.wait(key, new AbortController().signal);
    t.fail(key);
    t.succeed(key);
    await t.wait(key, new AbortController().signal);
    expect(waits).toEqual([]);
  });
});

import { DEFAULT_THROTTLE_LIMITS, SignInThrottle, throttleKey } from '../../../server/api/throttle';
import { ManualClock } from '../../../server/clock';

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

  it('does not push the wait for attempts that arrive together, and refuses more than five waiting', async () => {
    const { throttle: t, waits, clock } = throttle();
    for (let i = 0; i < 10; i++) t.fail(key);
    const pending = Array.from({ length: 5 }, () => t.wait(key, new AbortController().signal));
    expect(waits.map((w) => w.ms)).toEqual([4000, 4000, 4000, 4000, 4000]);
    await expect(t.wait(key, new AbortController().signal)).rejects.toMatchObject({ status: 429 });
    clock.advance(1000);
    waits.forEach((w) => w.end());
    await Promise.all(pending);
    void t.wait(key, new AbortController().signal);
    expect(waits.at(-1)?.ms).toBe(3000); // still 4 s after the last failure, not queued behind the others
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

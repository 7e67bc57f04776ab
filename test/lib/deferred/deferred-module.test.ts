/**
 * deferredModule and whenIdle (docs/design.md "What loads when": what the first paint does not need is
 * fetched after it): the module is fetched once for every use, a failed fetch is forgotten so the
 * next use fetches again, `warm()` starts the fetch and swallows its failure, `use$` is cold,
 * `whenIdle` waits for the browser's idle callback (or the next macrotask without one), and `nextTask`
 * resolves in a task of its own.
 */
import { firstValueFrom, lastValueFrom, of, toArray } from 'rxjs';
import { deferredModule, nextTask, whenIdle } from '../../../src/lib/deferred/deferred-module';

/** Lets every queued promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A load function whose promises the test settles: `load.mock.calls.length` counts the fetches. */
function controlledLoad<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const load = jest.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  const fetch = (index: number) => {
    const entry = pending[index];
    if (!entry) throw new Error(`fetch ${index} was never started`);
    return entry;
  };
  return { load, fetch };
}

describe('deferredModule (docs/design.md "What loads when")', () => {
  it('does not fetch until first used', () => {
    const { load } = controlledLoad<string>();
    const module = deferredModule(load);
    module.use$((value) => of(value));
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches once for many uses, concurrent or later', async () => {
    const { load, fetch } = controlledLoad<{ name: string }>();
    const module = deferredModule(load);
    const value = { name: 'module' };
    const first = module.get();
    const second = module.get();
    const viaUse = firstValueFrom(module.use$((m) => of(m.name)));
    module.warm();
    expect(load).toHaveBeenCalledTimes(1);
    fetch(0).resolve(value);
    await expect(first).resolves.toBe(value);
    await expect(second).resolves.toBe(value);
    await expect(viaUse).resolves.toBe('module');
    await expect(module.get()).resolves.toBe(value);
    await expect(firstValueFrom(module.use$((m) => of(m)))).resolves.toBe(value);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('get() rejects with the loader error, and the next use fetches again', async () => {
    const { load, fetch } = controlledLoad<string>();
    const module = deferredModule(load);
    const failure = new Error('ChunkLoadError: offline');
    const first = module.get();
    const concurrent = module.get();
    fetch(0).reject(failure);
    await expect(first).rejects.toBe(failure);
    await expect(concurrent).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(1);

    const retried = module.get();
    expect(load).toHaveBeenCalledTimes(2);
    fetch(1).resolve('back online');
    await expect(retried).resolves.toBe('back online');
    // Once in, the success is kept.
    await expect(module.get()).resolves.toBe('back online');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('use$ errors with the loader error and a later subscription fetches again', async () => {
    const { load, fetch } = controlledLoad<number>();
    const module = deferredModule(load);
    const failure = new Error('offline');
    const use$ = module.use$((n) => of(n, n + 1));
    const failed = lastValueFrom(use$.pipe(toArray()));
    fetch(0).reject(failure);
    await expect(failed).rejects.toBe(failure);

    const again = lastValueFrom(use$.pipe(toArray()));
    expect(load).toHaveBeenCalledTimes(2);
    fetch(1).resolve(1);
    await expect(again).resolves.toEqual([1, 2]);
  });

  it('use$ is cold: nothing is fetched or used before subscribe, and each subscription uses the module again', async () => {
    const { load, fetch } = controlledLoad<string>();
    const module = deferredModule(load);
    const use = jest.fn((m: string) => of(`${m}!`));
    const use$ = module.use$(use);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(use).not.toHaveBeenCalled();

    const first = firstValueFrom(use$);
    expect(load).toHaveBeenCalledTimes(1);
    fetch(0).resolve('m');
    await expect(first).resolves.toBe('m!');
    await expect(firstValueFrom(use$)).resolves.toBe('m!');
    expect(use).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('use$ follows the used observable until it completes', async () => {
    const { load, fetch } = controlledLoad<string[]>();
    const module = deferredModule(load);
    const all = lastValueFrom(module.use$((items) => of(...items)).pipe(toArray()));
    fetch(0).resolve(['a', 'b', 'c']);
    await expect(all).resolves.toEqual(['a', 'b', 'c']);
  });

  it('warm() starts the fetch at once, and its result serves the next use', async () => {
    const { load, fetch } = controlledLoad<string>();
    const module = deferredModule(load);
    module.warm();
    expect(load).toHaveBeenCalledTimes(1);
    fetch(0).resolve('warm');
    await settle();
    await expect(module.get()).resolves.toBe('warm');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('warm() swallows a failed fetch (no unhandled rejection), and the next use fetches again', async () => {
    const { load, fetch } = controlledLoad<string>();
    const module = deferredModule(load);
    expect(() => module.warm()).not.toThrow();
    // Jest fails the test on an unhandled rejection, so a warm() that let the failure escape fails here.
    fetch(0).reject(new Error('offline'));
    await settle();
    await settle();
    const next = module.get();
    expect(load).toHaveBeenCalledTimes(2);
    fetch(1).resolve('later');
    await expect(next).resolves.toBe('later');
  });
});

describe('whenIdle', () => {
  const original = globalThis.requestIdleCallback;
  const originalCancel = globalThis.cancelIdleCallback;
  afterEach(() => {
    if (original) globalThis.requestIdleCallback = original;
    else delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    if (originalCancel) globalThis.cancelIdleCallback = originalCancel;
    else delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('runs the task from requestIdleCallback, with the timeout', () => {
    const callbacks: Array<() => void> = [];
    const requestIdleCallback = jest.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
      callbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
      return 1;
    });
    globalThis.requestIdleCallback = requestIdleCallback;
    const task = jest.fn();
    whenIdle(task, 1234);
    expect(task).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1234 });
    callbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('defaults the idle timeout to 2 s', () => {
    const requestIdleCallback = jest.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    globalThis.requestIdleCallback = requestIdleCallback;
    whenIdle(() => undefined);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  });

  it('without requestIdleCallback (Safari), runs the task on the next macrotask', () => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending idle callback (an unmounted app leaves none behind)', () => {
    globalThis.requestIdleCallback = jest.fn(() => 7);
    const cancelIdleCallback = jest.fn();
    globalThis.cancelIdleCallback = cancelIdleCallback;
    const cancel = whenIdle(() => undefined);
    expect(cancelIdleCallback).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback, cancels the pending macrotask', () => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    jest.useFakeTimers();
    const task = jest.fn();
    const cancel = whenIdle(task);
    cancel();
    jest.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  it('resolves with its value in a later task, never among the current task’s microtasks', async () => {
    jest.useRealTimers();
    let resolved = false;
    const next = nextTask('chunk').then((value) => {
      resolved = true;
      return value;
    });
    for (let i = 0; i < 100; i++) await Promise.resolve();
    expect(resolved).toBe(false);
    await expect(next).resolves.toBe('chunk');
  });
});

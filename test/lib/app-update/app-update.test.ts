import { marbles } from 'rxjs-marbles/jest';
import { EMPTY, firstValueFrom, Subject, type Observable } from 'rxjs';
import { APP_UPDATE_CHECK_MS } from '../../../src/config/timing';
import { createAppUpdate } from '../../../src/lib/app-update/app-update';
import { registerWorker, releaseChecks$, type UpdateWorker } from '../../../src/lib/app-update/registration';

/** A workbox-window stand-in: records what the app asks of it and lets the test fire its events. */
function fakeWorker(register: () => Promise<unknown> = () => Promise.resolve()) {
  const listeners = new Map<string, (() => void)[]>();
  const calls: string[] = [];
  const worker: UpdateWorker = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: () => {
      calls.push('register');
      return register();
    },
    messageSkipWaiting: () => calls.push('skipWaiting'),
    update: () => {
      calls.push('update');
      return Promise.resolve();
    },
  };
  const fire = (type: 'waiting' | 'controlling') => listeners.get(type)?.forEach((listener) => listener());
  return { worker, calls, fire };
}

/** Lets the app's promise chain (loading the worker, registering) run. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

function setUp(register?: () => Promise<unknown>, checks$?: Observable<unknown>) {
  const fake = fakeWorker(register);
  const reloads: number[] = [];
  const warnings: unknown[][] = [];
  const logger = { warn: (...args: unknown[]) => warnings.push(args) };
  const update = createAppUpdate({
    register: (events) => registerWorker(fake.worker, events, checks$ ?? EMPTY, logger),
    reloadPage: () => reloads.push(1),
    logger,
  });
  return { ...fake, update, reloads, warnings };
}

describe('createAppUpdate (docs/architecture.md §11)', () => {
  it('registers the worker once, when started, and not before', async () => {
    const { update, calls } = setUp();
    await settled();
    expect(calls).toEqual([]);
    update.start();
    update.start();
    await settled();
    expect(calls).toEqual(['register']);
  });

  it('says a release waits, and lets it take over only on Reload; the tab reloads once it has', async () => {
    const { update, calls, fire, reloads } = setUp();
    update.start();
    await settled();
    expect(await firstValueFrom(update.waiting$)).toBe(false);
    fire('waiting');
    expect(await firstValueFrom(update.waiting$)).toBe(true);
    expect(calls).toEqual(['register']); // nothing taken over without consent
    update.reload();
    await settled();
    expect(calls).toEqual(['register', 'skipWaiting']);
    expect(reloads).toEqual([]); // not before the new release controls the page
    fire('controlling');
    expect(reloads).toEqual([1]);
  });

  it('hands over to a release that says it waits while the registration is still under way', async () => {
    let registered: (value: unknown) => void = () => undefined;
    const { update, calls, fire } = setUp(() => new Promise((resolve) => (registered = resolve)));
    update.start();
    await settled();
    fire('waiting');
    expect(await firstValueFrom(update.waiting$)).toBe(true);
    update.reload();
    expect(calls).toEqual(['register']);
    registered(undefined);
    await settled();
    expect(calls).toEqual(['register', 'skipWaiting']);
  });

  it('never reloads a tab whose user did not choose Reload (another tab did, or the first install)', async () => {
    const { update, fire, reloads, calls } = setUp();
    update.start();
    await settled();
    fire('controlling');
    update.reload(); // no release waits: nothing to do
    fire('waiting');
    fire('controlling');
    expect(reloads).toEqual([]);
    expect(calls).toEqual(['register']);
  });

  it('logs a refused registration and goes on without a worker', async () => {
    const { update, warnings } = setUp(() => Promise.reject(new Error('refused')));
    update.start();
    await settled();
    expect(warnings).toHaveLength(1);
    expect(await firstValueFrom(update.waiting$)).toBe(false);
  });

  it('looks for a new release at each check once registered, never before, and a failed look is logged', async () => {
    const checks = new Subject<void>();
    const { update, calls, warnings, worker } = setUp(undefined, checks);
    checks.next();
    expect(calls).toEqual([]);
    update.start();
    await settled();
    checks.next();
    checks.next();
    expect(calls).toEqual(['register', 'update', 'update']);
    worker.update = () => Promise.reject(new Error('offline'));
    checks.next();
    await settled();
    expect(warnings).toHaveLength(1);
  });

  it(
    'checks every APP_UPDATE_CHECK_MS and whenever the page becomes visible',
    marbles((m) => {
      const every = APP_UPDATE_CHECK_MS;
      const checks$ = releaseChecks$(m.hot('-v'), every, m.scheduler);
      m.expect(checks$, `^ ${2 * every}ms !`).toBeObservable(`-v ${every - 2}ms a ${every - 1}ms b`, {
        v: 'v',
        a: 0,
        b: 1,
      });
    }),
  );
});

import { request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { clientGone } from '../../../server/api/context';
import { SignInThrottle, DEFAULT_THROTTLE_LIMITS, throttleKey } from '../../../server/api/throttle';
import { ManualClock } from '../../../server/clock';
import { createErrorHandler, errorStatus, HttpError } from '../../../server/http/errors';
import { createLogger } from '../../../server/log';
import { until } from '../../support/until';

/** A destination keeping pino's JSON lines as objects. */
function recorder(): { lines: Record<string, unknown>[]; write(line: string): void } {
  const lines: Record<string, unknown>[] = [];
  return { lines, write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
}

describe('error answers', () => {
  it('a sign-in that hangs up while it waits in the throttle is 499, one info line without a stack', async () => {
    const destination = recorder();
    const app = Fastify({ loggerInstance: createLogger({ level: 'info', destination }) });
    app.setErrorHandler(createErrorHandler());
    let waiting!: () => void;
    const entered = new Promise<void>((resolve) => (waiting = resolve));
    // The throttle's own sleep, made long, so the hang-up surely comes while it waits.
    const throttle = new SignInThrottle(new ManualClock(0), DEFAULT_THROTTLE_LIMITS, (ms, signal) => {
      waiting();
      return delay(ms * 1_000, undefined, { signal });
    });
    const key = throttleKey('demo@example.com', '127.0.0.1');
    throttle.fail(key);
    app.post('/login', async (_request, reply) => {
      await throttle.wait(key, clientGone(reply));
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/login' });
      req.on('error', () => undefined);
      req.end();
      await entered;
      req.destroy();
      const gone = () => destination.lines.filter((line) => /client went away/.test(String(line['msg'])));
      await until(() => gone().length === 1);
      expect(gone()[0]).toMatchObject({ level: 30 });
      expect(gone()[0]).not.toHaveProperty('err');
      expect(destination.lines.filter((line) => Number(line['level']) >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('finds the status of an HttpError given as the cause of another error', () => {
    const aborted = new Error('The operation was aborted', { cause: new HttpError(499, 'gone') });
    expect(errorStatus(aborted)).toBe(499);
    expect(errorStatus(new Error('boom'))).toBe(500);
  });
});

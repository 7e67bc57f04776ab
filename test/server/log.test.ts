import { createLogger } from '../../server/log';
import { startTestService } from './support/service';

/** A destination keeping pino's JSON lines as objects. */
function recorder(): { lines: Record<string, unknown>[]; write(line: string): void } {
  const lines: Record<string, unknown>[] = [];
  return { lines, write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
}

describe('the service logger (pino)', () => {
  const saved = process.env['LOG_LEVEL'];
  afterEach(() => {
    if (saved === undefined) delete process.env['LOG_LEVEL'];
    else process.env['LOG_LEVEL'] = saved;
  });

  it('is silent when disabled', () => {
    expect(createLogger({ enabled: false }).level).toBe('silent');
  });

  it('takes its level from LOG_LEVEL, info by default, and refuses an unknown one', () => {
    const destination = recorder();
    delete process.env['LOG_LEVEL'];
    expect(createLogger({ destination }).level).toBe('info');
    process.env['LOG_LEVEL'] = 'DEBUG';
    expect(createLogger({ destination }).level).toBe('debug');
    process.env['LOG_LEVEL'] = 'loud';
    expect(() => createLogger({ destination })).toThrow(/LOG_LEVEL/);
  });

  it("is fastify's own: the service says where it listens and logs each answer at debug through request.log", async () => {
    const destination = recorder();
    const service = await startTestService({ logger: createLogger({ level: 'debug', destination }) });
    try {
      expect((await fetch(`${service.url}/api/nowhere`)).status).toBe(404);
    } finally {
      await service.close();
    }
    expect(destination.lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: `Server listening at ${service.url}` }),
    );
    expect(destination.lines).toContainEqual(
      expect.objectContaining({ level: 20, msg: 'GET /api/nowhere', status: 404, reqId: expect.any(String) }),
    );
  });

  it('gives each scope a child logger: the mailer logs as "mail"', async () => {
    const destination = recorder();
    const logger = createLogger({ level: 'info', destination });
    logger.child({ scope: 'mail' }).info('sent');
    expect(destination.lines).toEqual([expect.objectContaining({ scope: 'mail', msg: 'sent', level: 30 })]);
  });
});

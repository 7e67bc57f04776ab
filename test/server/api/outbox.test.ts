import { Mailer, OUTBOX_LIMIT, type OutboxEntry } from '../../../server/api/outbox';
import { ManualClock } from '../../../server/clock';
import { createLogger } from '../../../server/log';
import { startTestService } from '../support/service';

describe('Mailer', () => {
  it('stamps mails with the service clock and keeps only the newest OUTBOX_LIMIT', () => {
    const outbox: OutboxEntry[] = [];
    const mailer = new Mailer(
      outbox,
      createLogger({ enabled: false }),
      new ManualClock(Date.UTC(2026, 10, 22, 3, 20)),
    );
    for (let i = 0; i < OUTBOX_LIMIT + 25; i++) mailer.send(`u${i}@example.com`, 'Hello', `mail ${i}`);
    expect(outbox).toHaveLength(OUTBOX_LIMIT);
    expect(outbox[0]).toEqual({
      to: 'u25@example.com',
      subject: 'Hello',
      text: 'mail 25',
      sentAt: '2026-11-22T03:20:00.000Z',
    });
    expect(outbox.at(-1)?.text).toBe(`mail ${OUTBOX_LIMIT + 24}`);
  });
});

describe('the dev outbox', () => {
  it('is never kept by a cache (it holds codes and reset links)', async () => {
    const service = await startTestService({ dev: true });
    try {
      const res = await fetch(`${service.url}/dev/outbox`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await service.close();
    }
  });
});

import { useService } from '../support/fixture';
import { ApiClient, startTestService } from '../support/service';

let api: ApiClient;

const fixture = useService({ dev: true });
beforeEach(() => {
  api = new ApiClient(fixture.service.url);
});

const post = (name: string, body: object = {}) =>
  fetch(`${fixture.service.url}/dev/faults/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('dev endpoints', () => {
  it('GET /dev/outbox lists the mails sent', async () => {
    await api.post('/api/Account/password/forgot', { UserName: 'demo@example.com' });
    const outbox = await (await fetch(`${fixture.service.url}/dev/outbox`)).json();
    expect(outbox.at(-1)).toEqual({
      to: 'demo@example.com',
      subject: expect.any(String),
      text: expect.stringContaining('/reset-password?u='),
      sentAt: expect.any(String),
    });
  });

  it('POST /dev/faults/failApi fails the next requests under a prefix, then stops', async () => {
    expect((await post('failApi', { pathPrefix: '/api/Account/login', status: 503, count: 2 })).status).toBe(
      200,
    );
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await api.post('/api/Account/login', { UserName: 'demo@example.com', Password: 'Demo!2345' }))
          .status,
      );
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('POST /dev/faults/delayApi delays matching requests until set back to 0', async () => {
    await post('delayApi', { pathPrefix: '/api/player', ms: 200 });
    let started = performance.now();
    await api.get('/api/Player/list');
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    await post('delayApi', { pathPrefix: '/api/player', ms: 0 });
    started = performance.now();
    await api.get('/api/Player/list');
    expect(performance.now() - started).toBeLessThan(150);
  });

  it('POST /dev/faults/silencePlayer sets the switch the fleet reads', async () => {
    await post('silencePlayer', { licenceKey: 'ABC-1', on: true });
    expect(fixture.service.faults.isSilenced('abc-1')).toBe(true);
    await post('silencePlayer', { licenceKey: 'abc-1', on: false });
    expect(fixture.service.faults.isSilenced('ABC-1')).toBe(false);
  });

  it('validates fault arguments and names', async () => {
    expect((await post('withholdAcks', { on: 'yes' })).status).toBe(400);
    expect((await post('drop', { connectionId: 'nope' })).status).toBe(404);
    expect((await post('teleport')).status).toBe(404);
    expect((await post('dropAll')).status).toBe(200);
    expect(await (await fetch(`${fixture.service.url}/dev/faults`)).json()).toEqual({ connections: [] });
  });

  it('does not exist outside dev mode', async () => {
    const prod = await startTestService({ dev: false });
    try {
      expect((await fetch(`${prod.url}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${prod.url}/dev/faults/dropAll`, { method: 'POST' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

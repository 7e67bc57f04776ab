import { useService } from '../support/fixture';
import { serviceHubUrl } from '../support/raw-hub';
import { ApiClient, faultsRequest, startTestService } from '../support/service';

let api: ApiClient;

const fixture = useService({ dev: true });
beforeEach(() => {
  api = new ApiClient(fixture.service.url);
});

const post = (name: string, body: object = {}) => faultsRequest(fixture.service, `/${name}`, body);

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
    expect(await (await faultsRequest(fixture.service, '')).json()).toEqual({ connections: [] });
  });

  it('does not exist outside dev mode', async () => {
    const prod = await startTestService({ dev: false, faultRoutes: false });
    try {
      expect((await fetch(`${prod.url}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${prod.url}/dev/faults/dropAll`, { method: 'POST' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

/**
 * A page of another origin may send "simple" requests (no preflight): a POST without a body or with
 * a form or text body, and only the headers a form may send. None of them may reach a fault.
 */
describe('the fault routes against cross-site requests', () => {
  /** The status of `request`, after checking that the hub still holds its one connection. */
  const restarted = async (request: () => Promise<Response>): Promise<number> => {
    const status = (await request()).status;
    expect(fixture.service.faults.connections()).toHaveLength(1);
    return status;
  };

  it('refuses a restartHub without the process key, with a wrong one, or without a JSON body', async () => {
    await fixture.open(await serviceHubUrl(fixture.service, 'alice', ['g1']));
    const url = `${fixture.service.url}/dev/faults/restartHub`;
    const key = fixture.service.faultsKey ?? '';
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await restarted(() => fetch(url, { method: 'POST' }))).toBe(404);
    expect(
      await restarted(() =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' }),
      ),
    ).toBe(404);
    expect(
      await restarted(() =>
        fetch(url, { method: 'POST', headers: { 'X-Faults-Key': 'f'.repeat(64) }, body: '{}' }),
      ),
    ).toBe(404);
    expect(await restarted(() => fetch(url, { method: 'POST', headers: { 'X-Faults-Key': key } }))).toBe(400);
    expect(
      await restarted(() =>
        fetch(url, {
          method: 'POST',
          headers: { 'X-Faults-Key': key, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'a=1',
        }),
      ),
    ).toBe(415);
    expect((await post('restartHub')).status).toBe(200);
    expect(fixture.service.faults.connections()).toHaveLength(0);
    expect((await fetch(`${fixture.service.url}/dev/faults`)).status).toBe(404);
  });

  it('are not served by `npm start` (dev mode without fault routes), where the outbox stays', async () => {
    const started = await startTestService({ dev: true, faultRoutes: false });
    try {
      expect(started.faultsKey).toBeNull();
      expect((await fetch(`${started.url}/dev/outbox`)).status).toBe(200);
      const restart = await fetch(`${started.url}/dev/faults/restartHub`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(restart.status).toBe(404);
    } finally {
      await started.close();
    }
  });
});

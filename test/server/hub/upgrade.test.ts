import WebSocket from 'ws';
import type { Service } from '../../../server/app';
import { SUBPROTOCOL } from '../../../server/hub/frames';
import { mintClientAccess } from '../../../server/hub/token';
import { RawHubClient, serviceHubUrl } from '../support/raw-hub';
import { startTestService } from '../support/service';

let service: Service;
let url: string;

beforeAll(async () => {
  service = await startTestService();
  url = await serviceHubUrl(service, 'alice', ['g1']);
});
afterAll(() => service.close());

describe('hub handshake (hub-protocol.md §1)', () => {
  it('echoes the reliable JSON subprotocol', async () => {
    const client = await RawHubClient.open(url, ['json.webpubsub.azure.v1', SUBPROTOCOL]);
    expect(client.socket.protocol).toBe(SUBPROTOCOL);
    await client.close();
  });

  it('refuses a client that does not offer the subprotocol', async () => {
    await expect(RawHubClient.open(url, [])).rejects.toThrow('HTTP 400');
    await expect(RawHubClient.open(url, ['json.webpubsub.azure.v1'])).rejects.toThrow('HTTP 400');
  });

  it('refuses a missing, forged or expired token with 401, and other paths with 404', async () => {
    const base = service.url.replace('http', 'ws');
    await expect(RawHubClient.open(`${base}/client/hubs/players`)).rejects.toThrow('HTTP 401');
    await expect(RawHubClient.open(`${url}x`)).rejects.toThrow('HTTP 401');
    await expect(
      RawHubClient.open(await serviceHubUrl(service, 'alice', ['g1'], { ttlMinutes: -1 })),
    ).rejects.toThrow('HTTP 401');
    await expect(RawHubClient.open(`${base}/client/elsewhere?access_token=x`)).rejects.toThrow('HTTP 404');
  });

  it('accepts the token in an Authorization header and the /client/?hub= form', async () => {
    const { token } = await mintClientAccess(service.hubConnectionString, 'players', { userId: 'alice' });
    const socket = new WebSocket(`${service.url.replace('http', 'ws')}/client/?hub=players`, [SUBPROTOCOL], {
      headers: { Authorization: `Bearer ${token}` },
    });
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(data.toString()));
      socket.once('error', reject);
    });
    expect(JSON.parse(first)).toMatchObject({ type: 'system', event: 'connected', userId: 'alice' });
    socket.close();
  });
});

describe('on accept', () => {
  it('sends system/connected first, with connectionId, reconnectionToken and userId', async () => {
    const client = await RawHubClient.open(url);
    expect(await client.next()).toEqual({
      type: 'system',
      event: 'connected',
      userId: 'alice',
      connectionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reconnectionToken: expect.stringMatching(/^[\w-]{20,}$/),
    });
    await client.close();
  });
});

describe('the hub as a plugin of the service', () => {
  it('refuses an upgrade naming another host with 421, as the HTTP layer refuses any request, and ends its socket', async () => {
    const socket = new WebSocket(url, [SUBPROTOCOL], { headers: { Host: 'elsewhere.example' } });
    const refused = await new Promise<{ status: number; ended: Promise<unknown> }>((resolve, reject) => {
      socket.once('unexpected-response', (_req, res) =>
        resolve({ status: res.statusCode ?? 0, ended: new Promise((end) => res.socket.once('close', end)) }),
      );
      socket.once('open', () => reject(new Error('opened')));
      socket.once('error', reject);
    });
    expect(refused.status).toBe(421);
    await refused.ended; // the service closed it: the client never did
  });

  it('says goodbye to every socket (1001) when the service closes', async () => {
    const own = await startTestService();
    const client = await RawHubClient.open(await serviceHubUrl(own, 'alice', ['g1']));
    await client.next();
    await own.close();
    expect((await client.closed).code).toBe(1001);
    expect(client.frames.at(-1)).toMatchObject({ type: 'system', event: 'disconnected' });
  });
});

import WebSocket from 'ws';
import type { Service } from '../../../server/app';
import { SUBPROTOCOL } from '../../../server/hub/frames';
import { mintHubToken } from '../../../server/hub/token';
import { RawHubClient, serviceHubUrl, sleep } from '../support/raw-hub';
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
    await expect(RawHubClient.open(`${base}/client/hubs/test`)).rejects.toThrow('HTTP 401');
    await expect(RawHubClient.open(`${url}x`)).rejects.toThrow('HTTP 401');
    await expect(
      RawHubClient.open(await serviceHubUrl(service, 'alice', ['g1'], { ttlSeconds: -1 })),
    ).rejects.toThrow('HTTP 401');
    await expect(RawHubClient.open(`${base}/client/elsewhere?access_token=x`)).rejects.toThrow('HTTP 404');
  });

  it('accepts the token in an Authorization header and the /client/?hub= form', async () => {
    const token = mintHubToken('alice', ['g1'], undefined, service.clock);
    const socket = new WebSocket(`${service.url.replace('http', 'ws')}/client/?hub=test`, [SUBPROTOCOL], {
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

describe('frames the hub answers or ignores', () => {
  let client: RawHubClient;
  beforeEach(async () => {
    client = await RawHubClient.open(url);
    await client.next();
  });
  afterEach(() => client.close());

  it('answers ping with pong', async () => {
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
  });

  it('ignores unknown types, binary frames and malformed JSON, and keeps serving', async () => {
    client.send({ type: 'invoke', invocationId: '1', target: 'x' });
    client.send({ type: 'joinGroup' }); // no group, no ackId: malformed, dropped silently
    client.socket.send(Buffer.from([1, 2, 3]));
    client.socket.send('{not json');
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    await sleep(50);
    expect(client.frames.slice(1)).toEqual([{ type: 'pong' }]);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('acks a malformed request that has an ackId with a failure instead of leaving it hanging', async () => {
    client.send({ type: 'sendToGroup', group: 'g1', ackId: 3, dataType: 'text', data: 42 });
    expect(await client.ack(3)).toEqual({
      type: 'ack',
      ackId: 3,
      success: false,
      error: { name: 'BadRequest', message: expect.any(String) },
    });
  });
});

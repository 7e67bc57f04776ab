/**
 * The app's hub client and the official @azure/web-pubsub-client exchange group messages with acks
 * through the local hub (hub-protocol.md).
 */
import { WebPubSubClient } from '@azure/web-pubsub-client';
import { firstValueFrom, filter, from, take, toArray, lastValueFrom } from 'rxjs';
import WebSocket from 'ws';
import { startService, type Service } from '../../../server/app';
import { serviceHubUrl } from '../../server/support/raw-hub';
import { createHubClient } from '../../../src/lib/hub';
import type { HubClient, WebSocketCtor } from '../../../src/lib/hub/types';
import { until } from '../../support/until';

const GROUP = 'interop-group';
// The SDK's keep-alive timers outlive stop() by a period; off here so jest exits promptly.
const NO_KEEPALIVE = { keepAliveIntervalInMs: 0, keepAliveTimeoutInMs: 0 };
let service: Service;

beforeAll(async () => {
  service = await startService({ port: 0, fleet: false, log: false, dev: true });
});
afterAll(async () => {
  await service?.close();
});

const urlFor = (userId: string, groups: string[]) =>
  serviceHubUrl(service, userId, groups, { hub: 'players' });

function appClient(userId: string, groups = [GROUP]): HubClient {
  return createHubClient({
    getClientAccessUrl: () => from(urlFor(userId, groups)),
    WebSocketCtor: WebSocket as unknown as WebSocketCtor,
    logger: { warn: jest.fn(), error: jest.fn(), info: jest.fn() },
  });
}

describe('app hub client ⇄ official client through the local hub', () => {
  it('delivers messages both ways, each acked', async () => {
    const sdk = new WebPubSubClient(
      { getClientAccessUrl: async () => urlFor('sdk-user', [GROUP]) },
      NO_KEEPALIVE,
    );
    const sdkReceived: unknown[] = [];
    sdk.on('group-message', (e) => sdkReceived.push(e.message.data));
    await sdk.start();
    await sdk.joinGroup(GROUP);

    const app = appClient('app-user');
    const received = firstValueFrom(
      app.groupMessages$.pipe(
        filter((m) => m.group === GROUP),
        take(1),
      ),
    );
    const join = await lastValueFrom(app.joinGroup(GROUP));
    expect(join.ackId).toBeGreaterThanOrEqual(1);
    expect(join.duplicated).toBe(false);

    const sent = await sdk.sendToGroup(GROUP, { Command: 0, Response: '{"Name":"Bar"}' }, 'json', {
      noEcho: true,
    });
    expect(sent.isDuplicated).toBe(false);
    const message = await received;
    expect(message.data).toEqual({ Command: 0, Response: '{"Name":"Bar"}' });
    expect(message.fromUserId).toBe('sdk-user');

    const ack = await lastValueFrom(app.sendToGroup(GROUP, { id: 0, command: 101, arguments: [] }));
    expect(ack.duplicated).toBe(false);
    await until(() => sdkReceived.length > 0, { what: 'the command at the SDK peer' });
    expect(sdkReceived).toEqual([{ id: 0, command: 101, arguments: [] }]);

    app.stop();
    await sdk.stop();
  });

  it('keeps order and loses nothing over 200 messages from the official client', async () => {
    const sdk = new WebPubSubClient(
      { getClientAccessUrl: async () => urlFor('sdk-2', [GROUP]) },
      NO_KEEPALIVE,
    );
    await sdk.start();
    const app = appClient('app-2');
    await lastValueFrom(app.joinGroup(GROUP));
    const all = lastValueFrom(
      app.groupMessages$.pipe(
        filter((m) => m.group === GROUP),
        take(200),
        toArray(),
      ),
    );
    for (let i = 0; i < 200; i++) await sdk.sendToGroup(GROUP, { n: i }, 'json', { noEcho: true });
    const messages = await all;
    expect(messages.map((m) => (m.data as { n: number }).n)).toEqual([...Array(200).keys()]);
    app.stop();
    await sdk.stop();
  });

  it('is refused a group its token does not grant (Forbidden)', async () => {
    const app = appClient('app-3', ['some-other-group']);
    await expect(lastValueFrom(app.joinGroup(GROUP))).rejects.toMatchObject({ name: 'HubAckError' });
    app.stop();
  }, 15000);
});

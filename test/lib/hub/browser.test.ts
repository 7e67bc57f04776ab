import { of } from 'rxjs';
import { createBrowserHubClient, HUB_SUBPROTOCOL } from '../../../src/lib/hub';
import { createFakeWebSocketFactory } from '../../../bench/support/fake-websocket';

describe('createBrowserHubClient', () => {
  const original = (globalThis as { WebSocket?: unknown }).WebSocket;
  afterEach(() => {
    (globalThis as { WebSocket?: unknown }).WebSocket = original;
  });

  it('throws TypeError when there is no global WebSocket', () => {
    (globalThis as { WebSocket?: unknown }).WebSocket = undefined;
    expect(() => createBrowserHubClient(() => of('wss://h/client/hubs/x'))).toThrow(TypeError);
  });

  it('uses the global WebSocket and asks for the access URL on subscription', () => {
    const fake = createFakeWebSocketFactory();
    (globalThis as { WebSocket?: unknown }).WebSocket = fake.WebSocketCtor;
    const client = createBrowserHubClient(() => of('wss://h/client/hubs/x?access_token=t'));
    expect(fake.sockets).toHaveLength(0);
    const sub = client.state$.subscribe();
    expect(fake.sockets).toHaveLength(1);
    expect(fake.socket(0).url).toBe('wss://h/client/hubs/x?access_token=t');
    expect(fake.socket(0).offeredProtocols).toEqual([HUB_SUBPROTOCOL]);
    sub.unsubscribe(); // first, so stop() cancels the refcount grace timer
    client.stop();
    expect(fake.socket(0).closedByClient).toBeDefined();
  });
});

import { of } from 'rxjs';
import { createHubClient, type HubState } from '../../../src/lib/hub';
import { createFakeWebSocketFactory, type FakeWebSocket } from '../../../bench/support/fake-websocket';

const URL = 'wss://hub.test/client/hubs/remote?access_token=t';

/** A client on fake sockets whose state is recorded with the number of sockets created at each state. */
function recordedClient(onCreate?: (socket: FakeWebSocket) => void) {
  const fake = createFakeWebSocketFactory(onCreate ? { onCreate } : {});
  const client = createHubClient({
    getClientAccessUrl: () => of(URL),
    WebSocketCtor: fake.WebSocketCtor,
    logger: { warn: jest.fn(), error: jest.fn(), info: jest.fn() },
  });
  const seen: { state: HubState; sockets: number }[] = [];
  const subscription = client.state$.subscribe((state) => seen.push({ state, sockets: fake.sockets.length }));
  const first = fake.socket(0);
  first.open();
  first.receive({ type: 'system', event: 'connected', connectionId: 'conn-1', reconnectionToken: 'k' });
  return {
    fake,
    first,
    seen,
    stop: () => {
      subscription.unsubscribe();
      client.stop();
    },
  };
}

describe('the first recovery attempt (hub-protocol.md §6)', () => {
  it('creates the recovery socket before `recovering` reaches the state subscribers', () => {
    const c = recordedClient();
    c.first.closeFromServer(1006, 'network');
    expect(c.seen.at(-1)).toEqual({
      state: { kind: 'recovering', connectionId: 'conn-1', attempt: 1 },
      sockets: 2,
    });
    expect(c.fake.socket(1).isRecovery).toBe(true);
    c.fake.socket(1).open();
    expect(c.seen.at(-1)?.state).toEqual({ kind: 'connected', connectionId: 'conn-1' });
    c.stop();
  });

  it('still reports `recovering` first when the recovery socket fails at once', () => {
    const c = recordedClient((socket) => {
      if (socket.isRecovery) throw new TypeError('refused by the constructor');
    });
    c.first.closeFromServer(1006, 'network');
    expect(c.seen.map((s) => s.state.kind)).toEqual(['connecting', 'connected', 'recovering']);
    expect(c.seen.at(-1)?.state).toEqual({ kind: 'recovering', connectionId: 'conn-1', attempt: 1 });
    c.stop();
  });
});

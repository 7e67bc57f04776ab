import { HUB_SUBPROTOCOL, type WebSocketLike } from '../../../src/lib/hub';
import { IGNORE_SOCKET_ERROR, openSocket } from '../../../src/lib/hub/socket';

/** A socket that records what the client sets on it and opens when told. */
class StubSocket implements WebSocketLike {
  static made: StubSocket[] = [];
  readyState = 0;
  protocol = HUB_SUBPROTOCOL;
  onopen: WebSocketLike['onopen'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  closed = false;
  constructor() {
    StubSocket.made.push(this);
  }
  send(): void {}
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
}

describe('openSocket (docs/hub-protocol.md §1)', () => {
  beforeEach(() => (StubSocket.made = []));

  it('hands each frame to onData, and on unsubscribe closes the socket and leaves on it no handler of its own', () => {
    const frames: unknown[] = [];
    const onData = (data: unknown) => frames.push(data);
    const subscriptions = ['a', 'b'].map((name) =>
      openSocket(`wss://hub/${name}`, StubSocket, onData).subscribe({ error: () => undefined }),
    );
    const [first, second] = StubSocket.made as [StubSocket, StubSocket];
    first.open();
    first.onmessage?.({ data: '{"type":"ack"}' });
    expect(frames).toEqual(['{"type":"ack"}']);

    for (const subscription of subscriptions) subscription.unsubscribe();
    expect([first.closed, second.closed]).toEqual([true, true]);
    // What a closed socket keeps when something else holds on to it: nothing that reaches the client
    // (a closure made per socket would keep its session, its tokens and its app alive).
    for (const socket of [first, second])
      expect([socket.onopen, socket.onmessage, socket.onclose, socket.onerror]).toEqual([
        null,
        null,
        null,
        IGNORE_SOCKET_ERROR,
      ]);
  });
});

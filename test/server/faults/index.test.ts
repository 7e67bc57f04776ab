import WebSocket from 'ws';
import { useService } from '../support/fixture';
import { RawHubClient, recoveryUrl, serviceHubUrl } from '../support/raw-hub';
import { faultsRequest } from '../support/service';
import { until } from '../../support/until';

/** Hub faults for the client fault tests: an unreachable hub, and raw (malformed or binary) frames. */
const hub = useService();

/** Posts a dev fault; resolves with the HTTP status. */
const post = async (name: string, body: object): Promise<number> =>
  (await faultsRequest(hub.service, `/${name}`, body)).status;

/** A raw socket that records binary frames too (RawHubClient drops them). */
function rawSocket(url: string): Promise<{ socket: WebSocket; frames: { binary: boolean; data: string }[] }> {
  const socket = new WebSocket(url, ['json.reliable.webpubsub.azure.v1']);
  const frames: { binary: boolean; data: string }[] = [];
  socket.on('message', (data, isBinary) =>
    frames.push({ binary: isBinary, data: isBinary ? (data as Buffer).toString('hex') : data.toString() }),
  );
  hub.cleanup(
    () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  );
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, frames }));
    socket.once('error', reject);
  });
}

describe('fault refuseUpgrades', () => {
  it('refuses new connections and recoveries with 503 while on, leaves open sockets alone, and is cleared by reset', async () => {
    const url = await serviceHubUrl(hub.service, 'alice', ['g1']);
    const alice = await hub.open(url);
    const connected = await alice.next();
    hub.service.faults.refuseUpgrades(true);
    await expect(RawHubClient.open(url)).rejects.toThrow('HTTP 503');
    alice.send({ type: 'ping' });
    expect(await alice.next()).toEqual({ type: 'pong' }); // the open socket is left alone
    hub.service.faults.drop(connected['connectionId']);
    await alice.closed;
    await expect(RawHubClient.open(recoveryUrl(url, connected))).rejects.toThrow('HTTP 503');
    hub.service.faults.reset();
    const back = await hub.open(recoveryUrl(url, connected));
    expect(await back.next()).toMatchObject({ event: 'connected', connectionId: connected['connectionId'] });
  });

  it('is switched by POST /dev/faults/refuseUpgrades', async () => {
    const url = await serviceHubUrl(hub.service, 'alice', ['g1']);
    expect(await post('refuseUpgrades', { on: true })).toBe(200);
    await expect(RawHubClient.open(url)).rejects.toThrow('HTTP 503');
    expect(await post('refuseUpgrades', { on: false })).toBe(200);
    await hub.open(url);
  });
});

describe('fault injectFrame', () => {
  it('writes a text frame verbatim and bytes as a binary frame, and the connection carries on', async () => {
    const { socket, frames } = await rawSocket(await serviceHubUrl(hub.service, 'bob', ['g1']));
    await until(() => frames.length === 1);
    const { connectionId } = JSON.parse(frames[0]!.data) as { connectionId: string };
    expect(hub.service.faults.injectFrame(connectionId, 'not json')).toBe(true);
    expect(hub.service.faults.injectFrame(connectionId, new Uint8Array([1, 2, 255]))).toBe(true);
    socket.send(JSON.stringify({ type: 'ping' }));
    await until(() => frames.length === 4);
    expect(frames.slice(1)).toEqual([
      { binary: false, data: 'not json' },
      { binary: true, data: '0102ff' },
      { binary: false, data: '{"type":"pong"}' },
    ]);
  });

  it('answers false for an unknown or detached connection', async () => {
    const url = await serviceHubUrl(hub.service, 'bob', ['g1']);
    const bob = await hub.open(url);
    const { connectionId } = await bob.next();
    expect(hub.service.faults.injectFrame('no-such-connection', 'x')).toBe(false);
    hub.service.faults.drop(connectionId);
    await bob.closed;
    expect(hub.service.faults.injectFrame(connectionId, 'x')).toBe(false);
  });

  it('is reachable as POST /dev/faults/injectFrame with text or base64, 404 for an unknown connection', async () => {
    const { frames } = await rawSocket(await serviceHubUrl(hub.service, 'bob', ['g1']));
    await until(() => frames.length === 1);
    const { connectionId } = JSON.parse(frames[0]!.data) as { connectionId: string };
    expect(await post('injectFrame', { connectionId, text: '{"type":"bogus"}' })).toBe(200);
    expect(await post('injectFrame', { connectionId, base64: Buffer.from([7]).toString('base64') })).toBe(
      200,
    );
    expect(await post('injectFrame', { connectionId })).toBe(400);
    expect(await post('injectFrame', { connectionId, text: 'a', base64: 'Yg==' })).toBe(400);
    expect(await post('injectFrame', { connectionId: 'nope', text: 'a' })).toBe(404);
    await until(() => frames.length === 3);
    expect(frames.slice(1)).toEqual([
      { binary: false, data: '{"type":"bogus"}' },
      { binary: true, data: '07' },
    ]);
  });
});

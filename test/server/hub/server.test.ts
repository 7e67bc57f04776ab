import WebSocket from 'ws';
import { useService } from '../support/fixture';
import { type Frame, type RawHubClient, recoveryUrl, serviceHubUrl } from '../support/raw-hub';

const hub = useService();
const openClient = (url: string) => hub.open(url);

/** A connected client that joined g1; returns it, its URL and its `connected` frame. */
async function member(userId: string): Promise<{ client: RawHubClient; url: string; connected: Frame }> {
  const url = await serviceHubUrl(hub.service, userId, ['g1']);
  const client = await openClient(url);
  const connected = await client.next();
  client.send({ type: 'joinGroup', group: 'g1', ackId: 1 });
  await client.ack(1);
  return { client, url, connected };
}

const text = (data: string) => ({ type: 'sendToGroup', group: 'g1', dataType: 'text', data });

describe('recovery (hub-protocol.md §6, "What a local server must do" 7–8)', () => {
  it('after an abrupt drop, resends connected, then the unacked messages in order, and keeps groups and ackIds', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    alice.client.send(text('m1'));
    alice.client.send(text('m2'));
    await bob.client.waitFor((f) => f['data'] === 'm2');
    bob.client.send({ type: 'sequenceAck', sequenceId: 1 });
    bob.client.send({ type: 'ping' });
    await bob.client.waitFor((f) => f['type'] === 'pong');

    expect(hub.service.faults.drop(bob.connected['connectionId'])).toBe(true);
    expect((await bob.client.closed).code).toBe(1006);
    alice.client.send(text('m3')); // buffered while bob is away
    await alice.client.flush();
    expect(
      hub.service.faults.connections().find((s) => s.connectionId === bob.connected['connectionId']),
    ).toMatchObject({ connected: false, groups: ['g1'], sockets: 1 });

    const back = await openClient(recoveryUrl(bob.url, bob.connected));
    await back.waitFor((f) => f['data'] === 'm3');
    // The recovery is a second socket on the same connection (what tools count recoveries by).
    expect(
      hub.service.faults.connections().find((s) => s.connectionId === bob.connected['connectionId']),
    ).toMatchObject({ connected: true, sockets: 2 });
    expect(back.frames).toEqual([
      {
        type: 'system',
        event: 'connected',
        userId: 'bob',
        connectionId: bob.connected['connectionId'],
        reconnectionToken: bob.connected['reconnectionToken'],
      },
      expect.objectContaining({ sequenceId: 2, data: 'm2' }),
      expect.objectContaining({ sequenceId: 3, data: 'm3' }),
    ]);
    alice.client.send(text('m4')); // still a member of g1 without rejoining
    expect((await back.waitFor((f) => f['data'] === 'm4'))['sequenceId']).toBe(4);
    back.send({ type: 'joinGroup', group: 'g1', ackId: 1 });
    expect((await back.ack(1))['error']?.name).toBe('Duplicate');
  });

  it('lets a recovery take over a socket the service still thinks is open', async () => {
    const bob = await member('bob');
    const back = await openClient(recoveryUrl(bob.url, bob.connected));
    expect(await back.next()).toMatchObject({
      event: 'connected',
      connectionId: bob.connected['connectionId'],
    });
    expect((await bob.client.closed).code).toBe(1006);
    back.send({ type: 'ping' });
    expect(await back.next()).toEqual({ type: 'pong' });
  });

  it('accepts, then closes with 1008 after system/disconnected, a recovery of an unknown connection or with a wrong token', async () => {
    const bob = await member('bob');
    for (const connected of [
      { ...bob.connected, connectionId: 'no-such-id' },
      { ...bob.connected, reconnectionToken: 'wrong' },
    ]) {
      const client = await openClient(recoveryUrl(bob.url, connected));
      expect(await client.next()).toEqual({
        type: 'system',
        event: 'disconnected',
        message: expect.any(String),
      });
      expect((await client.closed).code).toBe(1008);
    }
  });

  it('expireConnection: the socket drops and its recovery gets 1008', async () => {
    const bob = await member('bob');
    expect(hub.service.faults.expireConnection(bob.connected['connectionId'])).toBe(true);
    expect((await bob.client.closed).code).toBe(1006);
    const retry = await openClient(recoveryUrl(bob.url, bob.connected));
    expect((await retry.closed).code).toBe(1008);
  });

  it('restartHub: every socket drops, every connection is forgotten', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    hub.service.faults.restartHub();
    expect((await alice.client.closed).code).toBe(1006);
    expect((await bob.client.closed).code).toBe(1006);
    expect(hub.service.faults.connections()).toEqual([]);
    expect((await (await openClient(recoveryUrl(bob.url, bob.connected))).closed).code).toBe(1008);
  });

  it('dropAll: every socket drops abruptly and every connection stays recoverable', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    hub.service.faults.dropAll();
    expect((await alice.client.closed).code).toBe(1006);
    expect((await bob.client.closed).code).toBe(1006);
    const back = await openClient(recoveryUrl(alice.url, alice.connected));
    expect(await back.next()).toMatchObject({
      event: 'connected',
      connectionId: alice.connected['connectionId'],
    });
  });

  it('kick: system/disconnected, then close 1008, and the connection is gone', async () => {
    const bob = await member('bob');
    expect(hub.service.faults.kick(bob.connected['connectionId'], 'Bye.')).toBe(true);
    expect(await bob.client.waitFor((f) => f['type'] === 'system' && f['event'] === 'disconnected')).toEqual({
      type: 'system',
      event: 'disconnected',
      message: 'Bye.',
    });
    expect((await bob.client.closed).code).toBe(1008);
    expect(hub.service.faults.kick(bob.connected['connectionId'])).toBe(false);
  });

  it('closes with 1008 and drops the connection when more than 1000 messages stay unacked', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    for (let i = 1; i <= 1001; i++) alice.client.send({ ...text(`m${i}`), noEcho: true }); // alice's own buffer stays empty
    const bye = await bob.client.waitFor((f) => f['type'] === 'system' && f['event'] === 'disconnected');
    expect(bye['message']).toMatch(/unacknowledged/);
    expect((await bob.client.closed).code).toBe(1008);
    expect(bob.client.messages()).toHaveLength(1000);
    expect(hub.service.faults.connections().map((s) => s.connectionId)).not.toContain(
      bob.connected['connectionId'],
    );
    expect(alice.client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes with 1008 when the unacked messages pass 16 MB', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    const mega = 'x'.repeat(1_000_000);
    for (let i = 1; i <= 17; i++) alice.client.send({ ...text(mega), noEcho: true });
    expect((await bob.client.closed).code).toBe(1008);
    expect(bob.client.messages().length).toBeLessThan(17);
    expect(bob.client.frames.at(-1)).toMatchObject({ type: 'system', event: 'disconnected' });
  });
});

describe('hub faults', () => {
  it('withholdAcks: requests run without acks; a retry with the same ackId afterwards is a Duplicate', async () => {
    const alice = await member('alice');
    const bob = await member('bob');
    hub.service.faults.withholdAcks(true);
    const send = { ...text('once'), ackId: 9 };
    alice.client.send(send);
    await bob.client.waitFor((f) => f['data'] === 'once');
    hub.service.faults.withholdAcks(false);
    alice.client.send(send);
    expect((await alice.client.ack(9))['error']?.name).toBe('Duplicate');
    expect(alice.client.frames.filter((f) => f['ackId'] === 9)).toHaveLength(1);
    await bob.client.flush();
    expect(bob.client.messages().filter((m) => m['data'] === 'once')).toHaveLength(1);
  });

  it('delayFrames: outbound frames arrive late, still in order', async () => {
    const bob = await member('bob');
    hub.service.faults.delayFrames(150);
    const started = performance.now();
    bob.client.send({ type: 'ping' });
    bob.client.send({ type: 'joinGroup', group: 'g1', ackId: 2 });
    await bob.client.ack(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(bob.client.frames.slice(-2)).toEqual([{ type: 'pong' }, expect.objectContaining({ ackId: 2 })]);
  });
});

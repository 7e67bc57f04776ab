import WebSocket from 'ws';
import { MAX_FRAME_BYTES, MAX_FRAME_DEPTH, MAX_SOCKET_FRAME_BYTES } from '../../../server/hub/frames';
import { Hub } from '../../../server/hub/hub';
import { HubConnection } from '../../../server/hub/hub-connection';
import { useService } from '../support/fixture';
import { type Frame, type RawHubClient, serviceHubUrl } from '../support/raw-hub';

const hub = useService();

/** A connected raw client of user `userId` allowed `groups`; its `connected` frame is already taken. */
async function connect(userId: string, groups: string[] = ['g1']): Promise<RawHubClient> {
  const client = await hub.open(await serviceHubUrl(hub.service, userId, groups));
  await client.next();
  return client;
}

/** Joins `group` with `ackId` and waits for the ack. */
async function join(client: RawHubClient, group: string, ackId: number): Promise<Frame> {
  client.send({ type: 'joinGroup', group, ackId });
  return client.ack(ackId);
}

describe('acks (hub-protocol.md §4)', () => {
  it('acks joinGroup, leaveGroup and event with success', async () => {
    const client = await connect('alice');
    expect(await join(client, 'g1', 1)).toEqual({ type: 'ack', ackId: 1, success: true });
    client.send({ type: 'event', event: 'hello', ackId: 2, dataType: 'json', data: { x: 1 } });
    expect(await client.ack(2)).toEqual({ type: 'ack', ackId: 2, success: true });
    client.send({ type: 'leaveGroup', group: 'g1', ackId: 3 });
    expect(await client.ack(3)).toEqual({ type: 'ack', ackId: 3, success: true });
  });

  it('sends nothing for a request without an ackId', async () => {
    const client = await connect('alice');
    client.send({ type: 'joinGroup', group: 'g1' });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
  });

  it('answers a repeated ackId with Duplicate and does not run the request again', async () => {
    const sender = await connect('alice');
    const receiver = await connect('bob');
    await join(receiver, 'g1', 1);
    const send = {
      type: 'sendToGroup',
      group: 'g1',
      ackId: 7,
      noEcho: true,
      dataType: 'json',
      data: { n: 1 },
    };
    sender.send(send);
    expect(await sender.ack(7)).toEqual({ type: 'ack', ackId: 7, success: true });
    sender.send(send);
    const duplicate = await sender.waitFor((f) => f['ackId'] === 7 && f['success'] === false);
    expect(duplicate).toEqual({
      type: 'ack',
      ackId: 7,
      success: false,
      error: { name: 'Duplicate', message: 'Message with ack-id: 7 has been processed' },
    });
    await receiver.flush();
    expect(receiver.messages()).toHaveLength(1);
  });

  it('answers Forbidden for a group outside the token, and a retry with the same ackId is checked again', async () => {
    const client = await connect('alice', ['g1']);
    const forbidden = await join(client, 'secret', 4);
    expect(forbidden).toEqual({
      type: 'ack',
      ackId: 4,
      success: false,
      error: { name: 'Forbidden', message: expect.any(String) },
    });
    client.send({ type: 'joinGroup', group: 'secret', ackId: 4 });
    await client.flush();
    expect(client.frames.filter((f) => f['ackId'] === 4).map((f) => f['error'].name)).toEqual([
      'Forbidden',
      'Forbidden',
    ]);
    client.send({ type: 'sendToGroup', group: 'secret', ackId: 5, dataType: 'text', data: 'x' });
    expect((await client.ack(5))['error'].name).toBe('Forbidden');
  });
});

describe('group fan-out (hub-protocol.md §3, §5)', () => {
  it('delivers to every member with sequenceId, group, dataType, data and fromUserId, honouring noEcho', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    await join(alice, 'g1', 1);
    await join(bob, 'g1', 1);
    alice.send({
      type: 'sendToGroup',
      group: 'g1',
      ackId: 2,
      noEcho: false,
      dataType: 'json',
      data: { Command: 0 },
    });
    alice.send({
      type: 'sendToGroup',
      group: 'g1',
      ackId: 3,
      noEcho: true,
      dataType: 'text',
      data: 'only bob',
    });
    alice.send({ type: 'sendToGroup', group: 'g1', dataType: 'binary', data: 'AQID' });
    await bob.waitFor((f) => f['data'] === 'AQID');
    expect(bob.messages()).toEqual([
      {
        sequenceId: 1,
        type: 'message',
        from: 'group',
        group: 'g1',
        dataType: 'json',
        data: { Command: 0 },
        fromUserId: 'alice',
      },
      {
        sequenceId: 2,
        type: 'message',
        from: 'group',
        group: 'g1',
        dataType: 'text',
        data: 'only bob',
        fromUserId: 'alice',
      },
      {
        sequenceId: 3,
        type: 'message',
        from: 'group',
        group: 'g1',
        dataType: 'binary',
        data: 'AQID',
        fromUserId: 'alice',
      },
    ]);
    expect(alice.messages().map((m) => m['data'])).toEqual([{ Command: 0 }, 'AQID']);
    expect(alice.messages().map((m) => m['sequenceId'])).toEqual([1, 2]);
  });

  it('stops delivering after leaveGroup and does not deliver to non-members', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    await join(bob, 'g1', 1);
    bob.send({ type: 'leaveGroup', group: 'g1', ackId: 2 });
    await bob.ack(2);
    alice.send({ type: 'sendToGroup', group: 'g1', ackId: 1, dataType: 'text', data: 'x' });
    await alice.ack(1);
    await Promise.all([alice.flush(), bob.flush()]);
    expect(bob.messages()).toEqual([]);
    expect(alice.messages()).toEqual([]);
  });

  it('numbers each connection from 1, and a new connection starts again at 1', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    await join(bob, 'g1', 1);
    for (let i = 0; i < 3; i++)
      alice.send({ type: 'sendToGroup', group: 'g1', dataType: 'text', data: `m${i}` });
    await bob.waitFor((f) => f['data'] === 'm2');
    expect(bob.messages().map((m) => m['sequenceId'])).toEqual([1, 2, 3]);
    const carol = await connect('carol');
    await join(carol, 'g1', 1);
    alice.send({ type: 'sendToGroup', group: 'g1', dataType: 'text', data: 'm3' });
    expect((await carol.waitFor((f) => f['data'] === 'm3'))['sequenceId']).toBe(1);
    expect((await bob.waitFor((f) => f['data'] === 'm3'))['sequenceId']).toBe(4);
  });

  it('keeps messages until sequenceAck and prunes up to the acked id', async () => {
    const alice = await connect('alice');
    const bob = await connect('bob');
    await join(bob, 'g1', 1);
    for (let i = 0; i < 5; i++)
      alice.send({ type: 'sendToGroup', group: 'g1', dataType: 'text', data: `m${i}` });
    await bob.waitFor((f) => f['data'] === 'm4');
    const bobId = bob.frames[0]!['connectionId'];
    const bobConnection = () => hub.service.faults.connections().find((s) => s.connectionId === bobId)!;
    expect(bobConnection().unacked).toBe(5);
    bob.send({ type: 'sequenceAck', sequenceId: 3 });
    bob.send({ type: 'ping' });
    await bob.waitFor((f) => f['type'] === 'pong');
    expect(bobConnection().unacked).toBe(2);
  });
});

describe('frames the hub answers or ignores', () => {
  let client: RawHubClient;
  beforeEach(async () => {
    client = await connect('alice');
  });

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
    // Frames are handled in order: an answer to any of the junk would arrive before this pong.
    expect(await client.next()).toEqual({ type: 'pong' });
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

describe('hostile frames (validated before use, failures contained)', () => {
  /** `n` nested arrays: `[[[…]]]`. */
  const nested = (n: number) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`) as unknown;

  it('refuses data nested 20 000 deep with an error ack, and the hub and the group carry on', async () => {
    const attacker = await connect('mallory');
    const member = await connect('alice');
    await join(attacker, 'g1', 1);
    await join(member, 'g1', 1);
    // Built by hand: JSON.stringify of such a value would itself overflow the stack.
    attacker.socket.send(
      `{"type":"sendToGroup","group":"g1","ackId":2,"dataType":"json","data":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    );
    expect(await attacker.ack(2)).toEqual({
      type: 'ack',
      ackId: 2,
      success: false,
      error: { name: 'BadRequest', message: expect.stringContaining(`${MAX_FRAME_DEPTH}`) },
    });
    attacker.send({
      type: 'sendToGroup',
      group: 'g1',
      ackId: 3,
      dataType: 'json',
      data: nested(MAX_FRAME_DEPTH - 2),
    });
    expect(await attacker.ack(3)).toMatchObject({ success: true });
    const delivered = await member.waitFor((f) => f['type'] === 'message');
    expect(delivered['data']).toEqual(nested(MAX_FRAME_DEPTH - 2));
    expect(member.messages()).toHaveLength(1);
  });

  it('refuses a frame over 1 MB with an error ack, and closes a socket sent more than twice that', async () => {
    const client = await connect('mallory');
    await join(client, 'g1', 1);
    const big = 'x'.repeat(MAX_FRAME_BYTES);
    client.send({ type: 'sendToGroup', group: 'g1', ackId: 2, dataType: 'text', data: big });
    expect(await client.ack(2)).toMatchObject({ success: false, error: { name: 'BadRequest' } });
    client.send({ type: 'ping' });
    expect(await client.waitFor((f) => f['type'] === 'pong')).toEqual({ type: 'pong' });
    client.socket.send('x'.repeat(MAX_SOCKET_FRAME_BYTES + 1));
    expect((await client.closed).code).toBe(1009);
  });

  it('keeps serving a connection whose frame made the hub throw, and delivers to the other members', async () => {
    const sender = await connect('alice');
    const broken = await connect('bob');
    const healthy = await connect('carol');
    for (const client of [sender, broken, healthy]) await join(client, 'g1', 1);
    const deliver = jest.spyOn(HubConnection.prototype, 'deliver');
    hub.cleanup(() => deliver.mockRestore());
    deliver.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    sender.send({ type: 'sendToGroup', group: 'g1', ackId: 2, dataType: 'text', data: 'hello' });
    expect(await sender.ack(2)).toMatchObject({ success: true });
    const received = await Promise.race([
      broken.waitFor((f) => f['type'] === 'message').then(() => 'bob'),
      healthy.waitFor((f) => f['type'] === 'message').then(() => 'carol'),
    ]);
    expect(['bob', 'carol']).toContain(received);
    const handle = jest.spyOn(Hub.prototype, 'handleText');
    hub.cleanup(() => handle.mockRestore());
    handle.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    sender.send({ type: 'ping' });
    sender.send({ type: 'ping' });
    expect(await sender.waitFor((f) => f['type'] === 'pong')).toEqual({ type: 'pong' });
  });
});

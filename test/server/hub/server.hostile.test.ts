import { connect, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import WebSocket from 'ws';
import { MAX_SOCKET_BUFFERED_BYTES, SUBPROTOCOL } from '../../../server/hub/frames';
import { MAX_CONNECTIONS_PER_USER } from '../../../server/hub/server';
import { useService } from '../support/fixture';
import { RawHubClient, serviceHubUrl } from '../support/raw-hub';
import { until } from '../../support/until';

/**
 * The hub against clients that do not play by the protocol (hub-protocol.md §15): readers that stop
 * reading (paused, acking blindly what they never received, or reading too slowly for what they are
 * sent), pongs nobody asked for, acknowledgements beyond what was sent, and one user opening more
 * connections than anyone needs. Each ends with the offender disconnected, never with the service
 * holding what it could not deliver.
 */

/** A short heartbeat, so a socket that answers no ping is seen within a test (long enough for a loaded machine). */
const HEARTBEAT_MS = 1_000;
const hub = useService({ hubHeartbeatMs: HEARTBEAT_MS });

/** How often the hostile clients repeat their acks and pongs, ms (the review's rhythm). */
const HOSTILE_PERIOD_MS = 100;
/** What the slow reader reads each period: far less than it is sent. */
const SLOW_READ_BYTES = 8 * 1024;
/** Size of each message the sender publishes: just under Azure's 1 MB frame limit. */
const BIG_TEXT_BYTES = 900 * 1024;
/** Messages sent: several times what a socket may queue plus what the kernel's buffers absorb. */
const BIG_MESSAGES = 30;
/** Heap and buffers the process may keep after the attack, over what it held before. */
const MEMORY_SLACK_BYTES = 24 * 1024 * 1024;
/** How long the memory may take to come back once the readers are gone, ms (collections repeated meanwhile). */
const MEMORY_SETTLE_MS = 10_000;

/** The garbage collector, so memory is compared after collection, not with garbage in it. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
const heldBytes = (): number => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** A `ws` client of `fixture`'s service whose TCP socket the test holds, so it can stop reading (pause) like a hostile reader. */
async function openRaw(url: string, fixture = hub): Promise<{ ws: WebSocket; tcp: Socket }> {
  let tcp: Socket | undefined;
  const ws = new WebSocket(url, [SUBPROTOCOL], {
    createConnection: (options: { port?: number | string | null; host?: string | null }) =>
      (tcp = connect(Number(options.port), options.host ?? '127.0.0.1')),
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  fixture.cleanup(() => {
    tcp?.destroy();
    ws.terminate();
  });
  return { ws, tcp: tcp! };
}

/** The hub connections of `userId` that `fixture`'s service still holds. */
const connectionsOf = (userId: string, fixture = hub) =>
  fixture.service.faults.connections().filter((c) => c.userId === userId);

describe('readers that stop reading', () => {
  describe('beside a sender uploading to them', () => {
    /**
     * The sender's pongs queue behind its own uploads on its one TCP stream, read in order: on a busy
     * machine the hub may take seconds to get to them, and a short heartbeat would end the sender's
     * socket before its acks. This service's heartbeat is longer than the uploads take; the readers end
     * by falling behind, which no heartbeat decides.
     */
    const UPLOAD_HEARTBEAT_MS = 60_000;
    const uploads = useService({ hubHeartbeatMs: UPLOAD_HEARTBEAT_MS });

    it('end disconnected (paused, blind-acking, slow), and the memory comes back near its start', async () => {
      const gc = collector();
      const reader = () => serviceHubUrl(uploads.service, 'mallory', ['g'], { initialGroups: ['g'] });
      const paused = await openRaw(await reader(), uploads);
      const blind = await openRaw(await reader(), uploads);
      const slow = await openRaw(await reader(), uploads);
      const sender = await uploads.open(await serviceHubUrl(uploads.service, 'mallory', ['g']));
      await sender.next();
      gc();
      const before = heldBytes();

      paused.tcp.pause();
      blind.tcp.pause();
      slow.tcp.pause();
      // The review's attack: acks of everything there could ever be, and pongs nobody asked for.
      const blindTimer = setInterval(() => {
        blind.ws.send(JSON.stringify({ type: 'sequenceAck', sequenceId: Number.MAX_SAFE_INTEGER }));
        blind.ws.pong();
      }, HOSTILE_PERIOD_MS);
      // A slow reader acks honestly what it read, reading a little each period.
      let slowLargest = 0;
      slow.ws.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as { sequenceId?: number };
        if (frame.sequenceId) slowLargest = frame.sequenceId;
      });
      const slowTimer = setInterval(() => {
        slow.tcp.read(SLOW_READ_BYTES);
        if (slowLargest > 0) slow.ws.send(JSON.stringify({ type: 'sequenceAck', sequenceId: slowLargest }));
      }, HOSTILE_PERIOD_MS);
      uploads.cleanup(() => {
        clearInterval(blindTimer);
        clearInterval(slowTimer);
      });

      const text = 'x'.repeat(BIG_TEXT_BYTES);
      // Back to back, the acks awaited after: the readers fall behind whatever the machine's pace (a
      // sender that waited for each ack would give the slow reader time to keep up on a busy machine).
      for (let ackId = 1; ackId <= BIG_MESSAGES; ackId++)
        sender.send({ type: 'sendToGroup', group: 'g', dataType: 'text', data: text, ackId });
      // The hub parses and fans out each message (BIG_MESSAGES of BIG_TEXT_BYTES) before it acks it: on a
      // machine busy with every other test file that can take tens of seconds, so an ack may take up to the
      // test's own limit.
      for (let ackId = 1; ackId <= BIG_MESSAGES; ackId++)
        expect(await sender.ack(ackId, 60_000)).toMatchObject({ success: true });
      expect(BIG_MESSAGES * BIG_TEXT_BYTES).toBeGreaterThan(4 * MAX_SOCKET_BUFFERED_BYTES);

      // Every reader is forgotten; let the clients read what reached them, so their sockets end too.
      await until(() => connectionsOf('mallory', uploads).every((c) => c.groups.length === 0), 15_000);
      clearInterval(blindTimer);
      clearInterval(slowTimer);
      const ended = [paused, blind, slow].map(
        ({ ws, tcp }) =>
          new Promise<number>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) resolve(0);
            ws.once('close', (code) => resolve(code));
            tcp.resume();
          }),
      );
      expect(await Promise.all(ended)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
      // A closed socket's buffers are freed after a collection, some only at a later one (a Buffer's
      // memory goes once its wrapper is collected): collect until what is held is back within the slack,
      // which memory the service still holds never is.
      let held = Number.POSITIVE_INFINITY;
      await until(() => {
        gc();
        held = heldBytes() - before;
        return held < MEMORY_SLACK_BYTES;
      }, MEMORY_SETTLE_MS).catch(() => undefined);
      expect(held).toBeLessThan(MEMORY_SLACK_BYTES);
    }, 120_000);
  });

  it('refuses a sequenceAck beyond the last message sent: the buffer is not emptied by it', async () => {
    const reader = await hub.open(await serviceHubUrl(hub.service, 'bob', ['g'], { initialGroups: ['g'] }));
    const sender = await hub.open(await serviceHubUrl(hub.service, 'alice', ['g']));
    sender.send({ type: 'sendToGroup', group: 'g', dataType: 'text', data: 'hi', ackId: 1 });
    await reader.waitFor((f) => f['type'] === 'message');
    reader.send({ type: 'sequenceAck', sequenceId: Number.MAX_SAFE_INTEGER });
    await reader.flush();
    expect(connectionsOf('bob')[0]?.unacked).toBe(1);
    reader.send({ type: 'sequenceAck', sequenceId: 1 });
    await reader.flush();
    expect(connectionsOf('bob')[0]?.unacked).toBe(0);
  });

  it('counts only a pong that answers its ping: a paused socket sending pongs unasked is terminated', async () => {
    const { ws, tcp } = await openRaw(await serviceHubUrl(hub.service, 'mallory', ['g']));
    tcp.pause();
    const timer = setInterval(() => ws.pong(), HOSTILE_PERIOD_MS / 4);
    hub.cleanup(() => clearInterval(timer));
    await until(() => connectionsOf('mallory').every((c) => !c.connected), 10 * HEARTBEAT_MS);
    // A client that reads answers every ping with its payload and stays.
    const reader = await hub.open(await serviceHubUrl(hub.service, 'bob', ['g']));
    const pinged = new Promise((resolve) => reader.socket.once('ping', resolve));
    await pinged;
    await pinged.then(() => new Promise((resolve) => reader.socket.once('ping', resolve)));
    expect(connectionsOf('bob')).toEqual([expect.objectContaining({ connected: true })]);
  });
});

describe('connections per user', () => {
  it(`holds at most ${MAX_CONNECTIONS_PER_USER} of one user: the next is refused (429) until one detaches`, async () => {
    const url = await serviceHubUrl(hub.service, 'mallory', ['g']);
    const open: RawHubClient[] = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_USER; i++) open.push(await hub.open(url));
    await expect(RawHubClient.open(url)).rejects.toThrow('HTTP 429');
    // Another user is not affected.
    await hub.open(await serviceHubUrl(hub.service, 'bob', ['g']));
    // A dropped connection makes room: the oldest detached one is forgotten for the new one.
    await open[0]!.close();
    await until(() => connectionsOf('mallory').some((c) => !c.connected));
    await hub.open(url);
    expect(connectionsOf('mallory')).toHaveLength(MAX_CONNECTIONS_PER_USER);
    expect(connectionsOf('mallory').every((c) => c.connected)).toBe(true);
  });
});

import { createLogger } from '../../../server/log';
import { RawHubClient, serviceHubUrl } from '../support/raw-hub';
import { startTestService } from '../support/service';

/** A destination keeping pino's JSON lines as objects. */
function recorder(): { lines: Record<string, unknown>[]; write(line: string): void } {
  const lines: Record<string, unknown>[] = [];
  return { lines, write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
}

/** Bad frames one hostile client sends in a burst. */
const BAD_FRAMES = 500;

describe('hostile hub frames in the log', () => {
  it('a burst of malformed, binary and over-acking frames logs one line per connection per interval', async () => {
    const destination = recorder();
    const service = await startTestService({
      fleet: false,
      logger: createLogger({ level: 'info', destination }),
    });
    try {
      const clients = await Promise.all(
        [0, 1].map(async (n) => RawHubClient.open(await serviceHubUrl(service, `hostile-${n}`, ['g']))),
      );
      for (const client of clients) {
        await client.next(); // connected
        for (let i = 0; i < BAD_FRAMES; i++) {
          if (i % 3 === 0) client.socket.send('{not json');
          else if (i % 3 === 1) client.socket.send(Buffer.from([1, 2, 3]));
          else client.send({ type: 'sequenceAck', sequenceId: 1_000_000 + i });
        }
        // A ping after the burst: its pong says every frame before it was handled.
        client.send({ type: 'ping' });
        await client.waitFor((frame) => frame['type'] === 'pong');
      }
      const warnings = destination.lines.filter((line) => line['level'] === 40);
      // One line per connection for the whole burst (the interval has not passed).
      expect(warnings).toHaveLength(clients.length);
      for (const client of clients) await client.close();
    } finally {
      await service.close();
    }
  });
});

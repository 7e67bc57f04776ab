/**
 * Fuzzing the whole service (app.ts) as a hostile client would: thousands of generated hub frames
 * (deep nesting, huge strings, wrong types, unknown fields, binary, not JSON at all) and API bodies
 * (the same, plus wrong content types) against one running service. Afterwards it must still
 * answer REST, deliver group messages, hold its memory within MEMORY_BOUND_BYTES of where it
 * started, and have logged no error (every unexpected failure is logged as one) nor left an
 * unhandled rejection or exception. Runs are seeded, so a failure replays; it prints how many
 * inputs it tried.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import WebSocket from 'ws';
import type { Service } from '../../server/app';
import { MAX_FRAME_BYTES } from '../../server/hub/frames';
import { createLogger } from '../../server/log';
import { RawHubClient, serviceHubUrl } from './support/raw-hub';
import { ApiClient, startTestService } from './support/service';

/** Generated hub frames and API bodies per run. */
const HUB_FRAMES = 3000;
const API_BODIES = 1500;
/** How much the heap may have grown, after a full GC, once the fuzzing is over. */
const MEMORY_BOUND_BYTES = 64 * 1024 * 1024;
/** A request that has not been answered by then is abandoned (a sign-in may be throttled for seconds). */
const REQUEST_TIMEOUT_MS = 1000;
const SEED = 20261122;

jest.setTimeout(90_000);

/** A full garbage collection (V8's `gc`, exposed for this process). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** `n` nested arrays as JSON text. */
const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

/** Any JSON-ish value, including very deep nesting and long strings (as JSON text). */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 30_000 }).map(nested) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 200_000 }).map((n) => JSON.stringify('x'.repeat(n))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('1e999', '-0', '"\\ud800"', '{"__proto__":{"a":1}}', '{"constructor":{}}'),
  },
);

/** Hub frames: well-formed sends of hostile data, envelopes with hostile fields, raw junk and binary. */
const hubFrame: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.nat(), fc.boolean(), hostileJson)
      .map(
        ([ackId, withAck, data]) =>
          `{"type":"sendToGroup","group":"fuzz",${withAck ? `"ackId":${ackId},` : ''}"dataType":"json","data":${data}}`,
      ),
  },
  {
    weight: 8,
    arbitrary: fc
      .record(
        {
          type: fc.constantFrom(
            'joinGroup',
            'leaveGroup',
            'sendToGroup',
            'event',
            'sequenceAck',
            'ping',
            'invoke',
            '',
          ),
          group: fc.oneof(fc.constantFrom('fuzz', 'g1', ''), fc.string()),
          event: fc.string(),
          ackId: fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.string(), fc.constant(null)),
          sequenceId: fc.oneof(fc.nat(), fc.double(), fc.string()),
          noEcho: fc.oneof(fc.boolean(), fc.string()),
          dataType: fc.constantFrom('json', 'text', 'binary', 'xml', 1),
          extra: fc.string(),
        },
        { requiredKeys: ['type'] },
      )
      .chain((fields) =>
        hostileJson.map((data) => {
          const head = JSON.stringify(fields);
          return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"data":${data}}`;
        }),
      ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: MAX_FRAME_BYTES - 100, max: MAX_FRAME_BYTES + 1000 })
      .map(
        (n) => `{"type":"sendToGroup","group":"fuzz","ackId":1,"dataType":"text","data":"${'y'.repeat(n)}"}`,
      ),
  },
);

const ENDPOINTS = [
  '/api/Account/login',
  '/api/Account/login/hash',
  '/api/Account/accesscode/validate',
  '/api/Account/impersonate',
  '/api/Account/token/refresh',
  '/api/Account/password/forgot',
  '/api/Account/password/forgot/reset',
  '/api/Account/password/reset/validate',
  '/api/Account/password/reset',
  '/api/Player/list',
  '/api/Hub/players/accesstoken',
  '/api/Nowhere',
];
const FIELDS = ['UserName', 'Password', 'NewPassword', 'Secret', 'UserId', 'Email', 'Code', 'RefreshToken'];

/** API requests: an endpoint, a method, a content type and a body of any shape or none. */
const apiRequest = fc.record({
  path: fc.constantFrom(...ENDPOINTS),
  method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
  ),
  body: fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), fc.oneof(fc.string(), fc.jsonValue()))
        .map((o) => JSON.stringify(o)),
    },
    { weight: 2, arbitrary: hostileJson },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 60_000, max: 200_000 })
        .map((n) => JSON.stringify({ UserName: 'x'.repeat(n) })),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ),
  bearer: fc.oneof(fc.constant(undefined), fc.string(), fc.constant('a.b.c')),
});

let service: Service;
const logged: unknown[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (error: unknown) => unhandled.push(error);
/** Errors and worse, as the JSON lines pino writes. */
const logger = createLogger({
  level: 'error',
  destination: { write: (line: string) => void logged.push(JSON.parse(line)) },
});

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
  service = await startTestService({ logger });
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  process.off('uncaughtException', onUnhandled);
  await service.close();
});

describe('the service under fuzzed input', () => {
  it('survives thousands of hub frames and API bodies, then still serves, within its memory bound', async () => {
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    const open = async () => {
      const client = await RawHubClient.open(
        await serviceHubUrl(service, 'mallory', ['fuzz'], { hub: 'players' }),
      );
      await client.next();
      // In the group it sends to, so its hostile messages are delivered (echoed) and serialised.
      client.send({ type: 'joinGroup', group: 'fuzz' });
      return client;
    };
    let attacker = await open();
    let hubFrames = 0;
    await fc.assert(
      fc.asyncProperty(hubFrame, async (frame) => {
        if (attacker.socket.readyState !== WebSocket.OPEN) attacker = await open(); // kicked for overflow: fine
        attacker.socket.send(frame, { binary: typeof frame !== 'string' });
        hubFrames += 1;
      }),
      { numRuns: HUB_FRAMES, seed: SEED },
    );
    if (attacker.socket.readyState !== WebSocket.OPEN) attacker = await open();
    attacker.send({ type: 'ping' });
    await attacker.waitFor((f) => f['type'] === 'pong', 20_000);
    await attacker.close();

    const api = new ApiClient(service.url);
    await api.prime();
    let apiBodies = 0;
    await fc.assert(
      fc.asyncProperty(apiRequest, async ({ path, method, contentType, body, bearer }) => {
        apiBodies += 1;
        const headers: Record<string, string> = {
          'Content-Type': contentType,
          Cookie: `XSRF-TOKEN=${api.xsrf}`,
        };
        headers['X-XSRF-TOKEN'] = api.xsrf ?? '';
        if (bearer !== undefined) headers['Authorization'] = `Bearer ${bearer}`;
        // The deadline covers the body too (the signal aborts a read in progress): both are abandoned
        // alike, a throttled sign-in or a busy machine.
        const answer = await fetch(`${service.url}${path}`, {
          method,
          headers,
          body: method === 'GET' ? undefined : body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
          .then(async (response) => ({ res: response, text: await response.text() }))
          .catch((error: unknown) => {
            if (error instanceof Error && error.name === 'TimeoutError') return null;
            throw error;
          });
        if (!answer) return;
        const { res, text } = answer;
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(JSON.parse(text)).toEqual({ Message: expect.any(String) });
      }),
      { numRuns: API_BODIES, seed: SEED },
    );
    console.log(`fuzz: tried ${hubFrames} hub frames and ${apiBodies} API requests (seed ${SEED})`);

    // Still answers REST…
    const fresh = new ApiClient(service.url);
    const { AccessToken } = await fresh.login('brand2@example.com');
    expect((await fresh.get('/api/Player/list', AccessToken)).status).toBe(200);
    // …still delivers group messages…
    const [alice, bob] = await Promise.all(
      ['alice', 'bob'].map(async (user) => {
        const client = await RawHubClient.open(await serviceHubUrl(service, user, ['g1']));
        await client.next();
        client.send({ type: 'joinGroup', group: 'g1', ackId: 1 });
        await client.ack(1);
        return client;
      }),
    );
    alice!.send({ type: 'sendToGroup', group: 'g1', ackId: 2, dataType: 'text', data: 'still here' });
    expect((await bob!.waitFor((f) => f['type'] === 'message'))['data']).toBe('still here');
    await Promise.all([alice!.close(), bob!.close()]);
    // …within its memory bound, with nothing unexpected logged or unhandled.
    service.faults.restartHub();
    collectGarbage();
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(MEMORY_BOUND_BYTES);
    expect(logged).toEqual([]);
    expect(unhandled).toEqual([]);
  });
});

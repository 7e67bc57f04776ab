import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { OutboxEntry } from '../api/outbox';
import { flag, number, objectBody, optionalText, text } from '../api/schemas';
import { HttpError } from '../http/errors';
import { isLoopback } from '../http/host';
import type { Faults } from './index';

const connectionBody = objectBody({ connectionId: text() });
const toggle = objectBody({ on: flag });
/** The body of a fault without arguments: still a JSON object (`{}`). */
const noArguments = objectBody({});

/** Header that must carry the process's fault key on every /dev/faults request. */
export const FAULTS_KEY_HEADER = 'x-faults-key';
/** Random bytes of a fault key (hex: 64 characters). */
const FAULTS_KEY_BYTES = 32;

/** A fresh fault key for one process: whoever can read it (its console, its tests) may inject faults. */
export function generateFaultsKey(): string {
  return randomBytes(FAULTS_KEY_BYTES).toString('hex');
}

/** What {@link devRoutesPlugin} serves; each part is left out when absent. */
export interface DevRoutes {
  /** `GET /dev/outbox`: the mails sent (dev mode). */
  readonly outbox?: readonly OutboxEntry[];
  /** The fault routes, behind {@link FAULTS_KEY_HEADER} = `key`. */
  readonly faults?: { readonly controls: Faults; readonly key: string };
}

/**
 * Development endpoints (loopback clients only, others get 404):
 * - `GET /dev/outbox` (dev mode): every mail kept, oldest first.
 * - The fault routes (`npm run dev` and the tests, never `npm start`), each needing the header
 *   {@link FAULTS_KEY_HEADER} with the process's key (else 404), so a page of another origin can
 *   neither send them (a custom header needs a CORS preflight, which the service never grants) nor
 *   guess them:
 *   - `GET /dev/faults`: the live hub connections.
 *   - `POST /dev/faults/<name>` with a JSON object body (`application/json`; `{}` where no argument
 *     is needed) naming the arguments of {@link Faults}: dropAll, drop {connectionId},
 *     expireConnection {connectionId}, kick {connectionId, reason?}, refuseUpgrades {on},
 *     injectFrame {connectionId, text} or {connectionId, base64} (a binary frame), withholdAcks {on},
 *     delayFrames {ms}, silencePlayer {licenceKey, on}, restartHub, endSignIns, failApi {pathPrefix, status,
 *     count}, delayApi {pathPrefix, ms}, reset. Answers `{ ok: true }`; 404 for an unknown fault or
 *     connection, 400 for bad arguments or a missing body, 415 for a body that is not JSON.
 */
export const devRoutesPlugin: FastifyPluginAsync<DevRoutes> = async (app, routes) => {
  const { outbox } = routes;
  await app.register(async (dev) => {
    dev.addHook('onRequest', async (request) => {
      if (!isLoopback(request.raw)) throw new HttpError(404, 'Not found');
    });
    // The mails hold codes and reset links: never kept by a cache.
    if (outbox)
      dev.get('/dev/outbox', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return outbox;
      });
  });
  if (routes.faults) await app.register(faultRoutes, routes.faults);
};

/** The fault routes (see {@link devRoutesPlugin}), behind {@link FAULTS_KEY_HEADER} = `key`. */
const faultRoutes: FastifyPluginAsync<{ readonly controls: Faults; readonly key: string }> = async (
  app,
  { controls: faults, key },
) => {
  const expected = Buffer.from(key);
  await app.register(async (dev) => {
    dev.addHook('onRequest', async (request) => {
      const given = Buffer.from(String(request.headers[FAULTS_KEY_HEADER] ?? ''));
      const keyed = given.length === expected.length && timingSafeEqual(given, expected);
      if (!isLoopback(request.raw) || !keyed) throw new HttpError(404, 'Not found');
    });
    dev.get('/dev/faults', async () => ({ connections: faults.connections() }));

    /** Registers `POST /dev/faults/<name>`; `run` returning false means "no such connection". */
    const fault = <B>(name: string, body: object | null, run: (body: B) => boolean | void): void => {
      const schema = { body: body ?? noArguments };
      dev.post<{ Body: B }>(`/dev/faults/${name}`, { schema }, async (request) => {
        if (run(request.body as B) === false) throw new HttpError(404, 'No such connection');
        return { ok: true };
      });
    };
    fault('dropAll', null, () => faults.dropAll());
    fault<{ connectionId: string }>('drop', connectionBody, (b) => faults.drop(b.connectionId));
    fault<{ connectionId: string }>('expireConnection', connectionBody, (b) =>
      faults.expireConnection(b.connectionId),
    );
    fault<{ connectionId: string; reason?: string | null }>(
      'kick',
      objectBody({ connectionId: text() }, { reason: optionalText }),
      (b) => faults.kick(b.connectionId, b.reason ?? undefined),
    );
    fault<{ on: boolean }>('refuseUpgrades', toggle, (b) => faults.refuseUpgrades(b.on));
    fault<{ connectionId: string; text?: string | null; base64?: string | null }>(
      'injectFrame',
      objectBody({ connectionId: text() }, { text: optionalText, base64: optionalText }),
      (b) => {
        if ((b.text == null) === (b.base64 == null))
          throw new HttpError(400, 'give exactly one of text and base64');
        return faults.injectFrame(b.connectionId, b.text ?? Buffer.from(b.base64 ?? '', 'base64'));
      },
    );
    fault<{ on: boolean }>('withholdAcks', toggle, (b) => faults.withholdAcks(b.on));
    fault<{ ms: number }>('delayFrames', objectBody({ ms: number }), (b) => faults.delayFrames(b.ms));
    fault<{ licenceKey: string; on: boolean }>(
      'silencePlayer',
      objectBody({ licenceKey: text(), on: flag }),
      (b) => faults.silencePlayer(b.licenceKey, b.on),
    );
    fault('restartHub', null, () => faults.restartHub());
    fault<{ pathPrefix: string; status: number; count: number }>(
      'failApi',
      objectBody({
        pathPrefix: text(),
        status: { type: 'integer', minimum: 400, maximum: 599 },
        count: number,
      }),
      (b) => faults.failApi(b.pathPrefix, b.status, b.count),
    );
    fault<{ pathPrefix: string; ms: number }>(
      'delayApi',
      objectBody({ pathPrefix: text(), ms: number }),
      (b) => faults.delayApi(b.pathPrefix, b.ms),
    );
    fault('endSignIns', null, () => faults.endSignIns());
    fault('reset', null, () => faults.reset());
  });
};

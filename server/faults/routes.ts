import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '../api/outbox';
import { flag, number, objectBody, optionalText, text } from '../api/schemas';
import { HttpError } from '../http/errors';
import { isLoopback } from '../http/host';
import type { Faults } from './index';

const connectionBody = objectBody({ connectionId: text() });
const toggle = objectBody({ on: flag });

/**
 * Development endpoints (dev mode only; loopback clients only, others get 404):
 * - `GET /dev/outbox`: every mail kept, oldest first.
 * - `GET /dev/faults`: the live hub connections.
 * - `POST /dev/faults/<name>` with a JSON body naming the arguments of {@link Faults}:
 *   dropAll, drop {connectionId}, expireConnection {connectionId}, kick {connectionId, reason?},
 *   refuseUpgrades {on}, injectFrame {connectionId, text} or {connectionId, base64} (a binary frame),
 *   withholdAcks {on}, delayFrames {ms}, silencePlayer {licenceKey, on}, restartHub,
 *   failApi {pathPrefix, status, count}, delayApi {pathPrefix, ms}, reset. Answers `{ ok: true }`;
 *   404 for an unknown fault or connection, 400 for bad arguments. A body may be left out where no
 *   argument is needed.
 */
export async function registerDevRoutes(
  app: FastifyInstance,
  faults: Faults,
  outbox: readonly OutboxEntry[],
): Promise<void> {
  await app.register(async (dev) => {
    dev.addHook('onRequest', async (request) => {
      if (!isLoopback(request.raw)) throw new HttpError(404, 'Not found');
    });
    dev.get('/dev/outbox', async () => outbox);
    dev.get('/dev/faults', async () => ({ connections: faults.connections() }));

    /** Registers `POST /dev/faults/<name>`; `run` returning false means "no such connection". */
    const fault = <B>(name: string, body: object | null, run: (body: B) => boolean | void): void => {
      dev.post<{ Body: B }>(`/dev/faults/${name}`, body ? { schema: { body } } : {}, async (request) => {
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
    fault('reset', null, () => faults.reset());
  });
}

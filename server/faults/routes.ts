import type { OutboxEntry } from '../api/outbox';
import { fields, readJsonObject } from '../http/body';
import { HttpError } from '../http/errors';
import type { Router, RouteContext } from '../http/router';
import type { Faults } from './index';

/**
 * Development endpoints (dev mode, loopback only; the caller enforces both):
 * - `GET /dev/outbox`: every mail sent, oldest first.
 * - `GET /dev/faults`: the live hub sessions.
 * - `POST /dev/faults/<name>` with a JSON body naming the arguments of {@link Faults}:
 *   dropAll, drop {connectionId}, expireSession {connectionId}, kick {connectionId, reason?},
 *   refuseUpgrades {on}, injectFrame {connectionId, text} or {connectionId, base64} (a binary frame),
 *   withholdAcks {on}, delayFrames {ms}, silencePlayer {licenceKey, on}, restartHub,
 *   failApi {pathPrefix, status, count}, delayApi {pathPrefix, ms}, reset. Answers `{ ok: true }`,
 *   or 404 when the connection is unknown.
 */
export function registerDevRoutes(router: Router, faults: Faults, outbox: readonly OutboxEntry[]): void {
  router.add('GET', '/dev/outbox', () => outbox);
  router.add('GET', '/dev/faults', () => ({ sessions: faults.sessions() }));
  const actions: Record<string, (body: Record<string, unknown>) => boolean | void> = {
    dropAll: () => faults.dropAll(),
    drop: (b) => faults.drop(connectionId(b)),
    expireSession: (b) => faults.expireSession(connectionId(b)),
    kick: (b) => faults.kick(connectionId(b), fields(b, { reason: 'string?' }).reason),
    refuseUpgrades: (b) => faults.refuseUpgrades(fields(b, { on: 'boolean' }).on),
    injectFrame: (b) => {
      const { text, base64 } = fields(b, { text: 'string?', base64: 'string?' });
      if ((text === undefined) === (base64 === undefined))
        throw new HttpError(400, 'give exactly one of text and base64');
      return faults.injectFrame(connectionId(b), text ?? Buffer.from(base64 ?? '', 'base64'));
    },
    withholdAcks: (b) => faults.withholdAcks(fields(b, { on: 'boolean' }).on),
    delayFrames: (b) => faults.delayFrames(fields(b, { ms: 'number' }).ms),
    silencePlayer: (b) => {
      const { licenceKey, on } = fields(b, { licenceKey: 'string', on: 'boolean' });
      faults.silencePlayer(licenceKey, on);
    },
    restartHub: () => faults.restartHub(),
    failApi: (b) => {
      const { pathPrefix, status, count } = fields(b, {
        pathPrefix: 'string',
        status: 'number',
        count: 'number',
      });
      if (status < 400 || status > 599) throw new HttpError(400, 'status must be 400-599');
      faults.failApi(pathPrefix, status, count);
    },
    delayApi: (b) => {
      const { pathPrefix, ms } = fields(b, { pathPrefix: 'string', ms: 'number' });
      faults.delayApi(pathPrefix, ms);
    },
    reset: () => faults.reset(),
  };
  router.add('POST', '/dev/faults/:name', async ({ req, params }: RouteContext) => {
    const name = params['name'] ?? '';
    const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
    if (!action) throw new HttpError(404, `Unknown fault "${name}"`);
    if (action(await readJsonObject(req, true)) === false) throw new HttpError(404, 'No such connection');
    return { ok: true };
  });
}

function connectionId(body: Record<string, unknown>): string {
  return fields(body, { connectionId: 'string' }).connectionId;
}

import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account-routes';
import type { ApiContext } from './context';
import { registerPasswordRoutes } from './password-routes';
import { registerPlayerRoutes } from './player-routes';

/**
 * Endpoints that work without a bearer token, lower-case: the sign-in and forgotten-password steps
 * (the user is not signed in yet). The same paths may be called without an XSRF cookie at all
 * (see http/xsrf.ts); every other /api request needs both.
 */
export const PUBLIC_API_PATHS: ReadonlySet<string> = new Set(
  [
    'login',
    'login/hash',
    'accesscode/validate',
    'password/forgot',
    'password/forgot/reset',
    'password/reset/validate',
  ].map((p) => `/api/account/${p}`),
);

/** The REST API of spec §7, as a fastify plugin: JSON answers that are never cached. */
export async function registerApi(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  await app.register(async (api) => {
    api.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    registerAccountRoutes(api, ctx);
    registerPasswordRoutes(api, ctx);
    registerPlayerRoutes(api, ctx);
  });
}

export { createApiContext, type ApiContext } from './context';
export type { OutboxEntry } from './outbox';

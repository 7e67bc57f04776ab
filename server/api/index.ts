import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account-routes';
import type { ApiContext } from './context';
import { passwordRoutes } from './password-routes';
import { playerRoutes } from './player-routes';

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

/**
 * The REST API of spec §7, as a fastify plugin over the API's state (`ctx`): JSON answers that are never
 * cached (a hook of this plugin's own scope), from the account, password and player route plugins.
 */
export const apiPlugin: FastifyPluginAsync<ApiContext> = async (api, ctx) => {
  api.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await api.register(accountRoutes, ctx);
  await api.register(passwordRoutes, ctx);
  await api.register(playerRoutes, ctx);
};

export { createApiContext, type ApiContext } from './context';
export type { OutboxEntry } from './outbox';

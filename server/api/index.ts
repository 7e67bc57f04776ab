import { Router } from '../http/router';
import { registerAccountRoutes } from './account-routes';
import type { ApiContext } from './context';
import { registerPasswordRoutes } from './password-routes';
import { registerPlayerRoutes } from './player-routes';

/**
 * Endpoints that work without a bearer token, lower-case: the sign-in and forgotten-password steps
 * (the user has no session yet). The same paths may be called without an XSRF cookie at all
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

/** The REST API of spec §7. */
export function createApiRouter(ctx: ApiContext): Router {
  const router = new Router();
  registerAccountRoutes(router, ctx);
  registerPasswordRoutes(router, ctx);
  registerPlayerRoutes(router, ctx);
  return router;
}

export { createApiContext, type ApiContext } from './context';
export type { OutboxEntry } from './outbox';

import type { Observable } from 'rxjs';
import { createHubClient } from './hub-client';
import type { HubClient, HubClientDeps } from './types';

/**
 * The app's hub client: {@link createHubClient} over the browser's global `WebSocket`, the
 * `asyncScheduler` and `console`. `getClientAccessUrl` fetches a fresh `HubUrl` (spec §7,
 * `GET /api/Hub/{Hub}/accesstoken`) and is asked again on every new connection. `options` may
 * override the scheduler, logger or timing. Throws `TypeError` when the environment has no `WebSocket`.
 */
export function createBrowserHubClient(
  getClientAccessUrl: () => Observable<string>,
  options: Pick<HubClientDeps, 'scheduler' | 'logger' | 'timing'> = {},
): HubClient {
  return createHubClient({ ...options, getClientAccessUrl });
}

import type { Service, ServiceOptions } from '../../../server/app';
import { testClockStart } from '../../../scripts/support/clock';

/** How long starting a describe's own service may take, in ms (a large fleet on a busy machine). */
const SERVICE_START_TIMEOUT_MS = 120_000;

/**
 * A local service of the enclosing `describe` (or file) of its own: started before its tests, closed after
 * them, on a free port, quiet, with a fleet whose players do not keep their connections alive, on the
 * tests' pinned clock; `options` change any of that (another instant of the timetable, the developer
 * routes, a chain-sized fleet). The returned object's `service` is there once the tests run; a test's own
 * `beforeAll` declared after this call can already use it (fault switches).
 */
export function useService(options: Partial<ServiceOptions> = {}): { readonly service: Service } {
  let service: Service | undefined;
  beforeAll(async () => {
    const { startService } = await import('../../../server/app');
    service = await startService({
      port: 0,
      log: false,
      fleetKeepAlive: false,
      clockStart: testClockStart(),
      ...options,
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(async () => {
    await service?.close();
  });
  return {
    get service(): Service {
      if (!service) throw new Error('The describe’s service starts before the tests (beforeAll).');
      return service;
    },
  };
}

/** {@link useService} running the demo fleet grown to `players` players (a chain). */
export const useChainService = (players: number): { readonly service: Service } =>
  useService({ fleetPlayers: players });

import type { Service } from '../../../server/app';
import { testClockStart } from '../../../scripts/support/clock';

/** How long starting a chain's service may take, in ms (a large fleet on a busy machine). */
const CHAIN_START_TIMEOUT_MS = 120_000;

/**
 * A local service of the enclosing `describe` (or file) of its own, running the demo fleet grown to
 * `players` players on the tests' pinned clock: started before its tests, closed after them. The
 * returned object's `service` is there once the tests run.
 */
export function useChainService(players: number): { readonly service: Service } {
  let service: Service | undefined;
  beforeAll(async () => {
    const { startService } = await import('../../../server/app');
    service = await startService({
      port: 0,
      log: false,
      fleetKeepAlive: false,
      clockStart: testClockStart(),
      fleetPlayers: players,
    });
  }, CHAIN_START_TIMEOUT_MS);
  afterAll(async () => {
    await service?.close();
  });
  return {
    get service(): Service {
      if (!service) throw new Error('The chain service starts before the tests (beforeAll).');
      return service;
    },
  };
}

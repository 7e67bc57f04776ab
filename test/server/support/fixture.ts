import type { Service, ServiceOptions } from '../../../server/app';
import { RawHubClient } from './raw-hub';
import { startTestService } from './service';

/**
 * One quiet test service per test file (see startTestService). After each test: registered clean-ups run, raw clients
 * opened through `open` are closed, faults are reset and the hub restarted (closed connections would
 * otherwise stay in their groups for the recovery grace and see the next test's messages).
 */
export function useService(options: ServiceOptions = {}) {
  let service: Service | undefined;
  const clients: RawHubClient[] = [];
  const cleanups: (() => unknown)[] = [];
  beforeAll(async () => {
    service = await startTestService(options);
  });
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
    await Promise.all(clients.splice(0).map((client) => client.close()));
    service?.faults.reset();
    service?.faults.restartHub();
  });
  afterAll(() => service?.close());
  return {
    get service(): Service {
      if (!service) throw new Error('the service starts in beforeAll');
      return service;
    },
    /** Opens a raw client that is closed after the test. */
    async open(url: string): Promise<RawHubClient> {
      const client = await RawHubClient.open(url);
      clients.push(client);
      return client;
    },
    /** Runs `cleanup` after the current test. */
    cleanup(cleanup: () => unknown): void {
      cleanups.push(cleanup);
    },
  };
}

/**
 * `npm start`: builds the bundle when it is missing or stale (dist/index.html older than src/,
 * public/ or i18n/), then runs the local service with the fleet, the dev outbox and the embedding
 * example, but without fault routes (PORT, HOST, PUBLIC_URL).
 */
import { resolve } from 'node:path';
import { startService } from './app';
import { buildIfStale } from './build-check';
import { optionsFromEnv, printBanner } from './env';
import { exitOnSignals } from './process';

const root = resolve(__dirname, '..');

async function main(): Promise<void> {
  const options = optionsFromEnv();
  await buildIfStale(root);
  const service = await startService({ ...options, dev: true });
  printBanner(service.url, {
    connectionString: service.hubConnectionString,
    local: service.localHub,
    faultsKey: service.faultsKey,
  });
  exitOnSignals(() => service.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

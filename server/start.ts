/**
 * `npm start`: builds the bundle when it is missing or stale (dist/index.html older than src/,
 * public/ or i18n/), then runs the local service in dev mode with the fleet (PORT, HOST, PUBLIC_URL).
 */
import { resolve } from 'node:path';
import { startService } from './app';
import { isBuildStale } from './build-check';
import { optionsFromEnv, printBanner } from './env';
import { exitOnSignals, run } from './process';

const root = resolve(__dirname, '..');

async function main(): Promise<void> {
  const options = optionsFromEnv();
  if (await isBuildStale(root)) {
    console.log('The bundle is missing or older than its sources: running npm run build…');
    const code = await run('npm', ['run', 'build'], root);
    if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`);
  }
  const service = await startService({ ...options, dev: true });
  printBanner(service.url);
  exitOnSignals(() => service.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

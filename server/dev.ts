/**
 * `npm run dev`: the local service in dev mode (PORT, HOST, PUBLIC_URL), then compiled translations
 * and `webpack --mode development --watch` as a child process. Reload the page after a rebuild.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startService } from './app';
import { optionsFromEnv, printBanner } from './env';
import { exitOnSignals, run } from './process';

const root = resolve(__dirname, '..');

async function main(): Promise<void> {
  const service = await startService({ ...optionsFromEnv(), dev: true, faultRoutes: true });
  printBanner(service.url, {
    connectionString: service.hubConnectionString,
    local: service.localHub,
    faultsKey: service.faultsKey,
  });
  const children: ChildProcess[] = [];
  exitOnSignals(async () => {
    for (const child of children) child.kill();
    await service.close();
  });
  if ((await run('npm', ['run', 'i18n:compile'], root)) !== 0)
    console.warn('i18n:compile failed; continuing with the last compiled translations');
  const webpack = spawn(
    resolve(root, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'development', '--watch'],
    {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    },
  );
  children.push(webpack);
  webpack.on('exit', (code) =>
    console.warn(`webpack exited (${code}); the service keeps serving the last build`),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

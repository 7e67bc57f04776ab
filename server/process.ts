import { spawn } from 'node:child_process';

/** Runs `command args` in `cwd` with inherited stdio; resolves with its exit code (1 when killed by a signal). */
export function run(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `close` on SIGINT/SIGTERM, then exits (a second signal exits at once). */
export function exitOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const stop = (): void => {
    if (closing) return process.exit(1);
    closing = true;
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

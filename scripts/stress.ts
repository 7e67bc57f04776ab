/**
 * `npm run test:stress`: the browser tests on a busy machine. Starts `STRESS_PROCESSES` processes that
 * keep a core busy each, runs the browser tests beside them (`jest --selectProjects e2e`, after the build
 * that `npm run test:stress` makes first; extra arguments go to Jest), then stops them and exits with
 * Jest's status. The busy processes are bounded: each stops by itself after `STRESS_MAX_MINUTES`, or as
 * soon as this script is gone, whatever ends it.
 *
 * Environment: `STRESS_PROCESSES` (default {@link DEFAULT_PROCESSES}), `STRESS_MAX_MINUTES` (default
 * {@link DEFAULT_MAX_MINUTES}).
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Busy processes beside the browser tests by default: twice the cores of the 2-core machines CI runs on. */
const DEFAULT_PROCESSES = 4;
/** The longest a busy process runs, in minutes, by default: above a whole browser-test run on a busy machine. */
const DEFAULT_MAX_MINUTES = 60;

/**
 * One busy process: spins on the CPU in slices, and between slices lets its event loop see whether its
 * parent is gone (its IPC channel closes) or its time is up; then it exits.
 */
const BUSY = `
  const end = performance.now() + Number(process.argv[1]) * 60_000;
  process.on('disconnect', () => process.exit(0));
  const slice = () => {
    const until = performance.now() + 50;
    while (performance.now() < until) Math.sqrt(Math.random());
    if (performance.now() >= end) process.exit(0);
    setImmediate(slice);
  };
  slice();
`;

/**
 * Starts one busy process that stops by itself after `minutes` (0: at the end of its first slice) or
 * when its parent disconnects from it (`child.disconnect()`, or the parent's exit).
 */
export function startBusy(minutes: number): ChildProcess {
  return spawn(process.execPath, ['-e', BUSY, String(minutes)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** A whole number from the environment variable `name` of `env`, or `fallback`; throws on anything else. */
export function count(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${raw}`);
  return value;
}

/**
 * Jest's arguments for the browser tests with the caller's `extra` (paths, `-t`, …) first: written after
 * `--selectProjects e2e`, a path would be read as one more project's name, and every browser file would run.
 */
export function jestArguments(extra: readonly string[]): string[] {
  return ['--ci', ...extra, '--selectProjects', 'e2e'];
}

function main(): void {
  const processes = count('STRESS_PROCESSES', DEFAULT_PROCESSES);
  const minutes = count('STRESS_MAX_MINUTES', DEFAULT_MAX_MINUTES);
  const busy = Array.from({ length: processes }, () => startBusy(minutes));
  console.log(
    `stress: ${processes} busy processes (each stops after ${minutes} min at most) beside the browser tests`,
  );
  const stop = () => {
    for (const child of busy) if (child.connected) child.disconnect();
  };
  const jest = spawn(
    process.execPath,
    [require.resolve('jest/bin/jest'), ...jestArguments(process.argv.slice(2))],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      jest.kill(signal);
      stop();
    });
  jest.on('exit', (code, signal) => {
    stop();
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

if (require.main === module) main();

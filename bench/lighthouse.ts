/**
 * `npm run bench:lighthouse [-- --page=login|player] [--preset=mobile|desktop] [--runs=N] [--compare=DIR]`
 * (after `npm run build`): the Lighthouse part of `npm run bench` alone, for working on one page: every
 * run's score, LCP, TBT and CLS, their medians, and the median run's LCP phases, long tasks and costliest
 * scripts. Starts its own local service on a free port and states the machine's load.
 *
 * With `--compare=DIR`, a checkout of another commit that has been installed and built there (`npm ci`,
 * `npm run build`; e.g. a `git worktree`), the same pages are measured side by side in one run: that
 * checkout's own service (its server code and its dist/) starts beside this one, the runs alternate
 * between the two builds (this one first on even runs, the other first on odd ones, so neither always
 * meets a cooler or warmer machine), and the medians are printed side by side.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { startService } from '../server/app';
import { findChromium } from '../scripts/support/chromium';
import { runLighthouse, type LighthouseResult } from './browser';
import { median } from './support/stats';

const option = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

/** One build under measurement: a name for the report and its service's address. */
interface Build {
  readonly name: string;
  readonly url: string;
}

/**
 * Starts the service of the checkout at `dir` with its own code (through its own tsx) on a free port,
 * serving its own dist/; resolves its address and the process to stop. Rejects when it does not start.
 */
function startCheckoutService(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const code = `import('./server/app.ts').then(({ startService }) => startService({ port: 0, dev: true, log: false })).then((s) => console.log('SERVICE ' + s.url))`;
  const child = spawn(join(dir, 'node_modules', '.bin', 'tsx'), ['-e', code], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveStart, reject) => {
    const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
    lines.on('line', (line) => {
      if (line.startsWith('SERVICE ')) resolveStart({ url: line.slice('SERVICE '.length).trim(), child });
    });
    child.once('exit', (status) => reject(new Error(`${dir}: its service exited (${String(status)})`)));
    child.once('error', reject);
  });
}

/** The rows of one page and preset, each run, and their medians. */
function report(rows: readonly LighthouseResult[], indent = '  '): void {
  for (const r of rows)
    console.log(
      `${indent}${r.performance}  LCP ${Math.round(r.lcpMs ?? 0)} ms  TBT ${Math.round(r.tbtMs ?? 0)} ms  CLS ${(r.cls ?? 0).toFixed(3)}  FCP ${Math.round(r.fcpMs ?? 0)} ms`,
    );
  console.log(`${indent}median: ${medians(rows)}`);
}

/** Score, LCP and TBT medians of `rows`. */
function medians(rows: readonly LighthouseResult[]): string {
  const lcp = median(rows.map((r) => r.lcpMs ?? 0));
  const tbt = median(rows.map((r) => r.tbtMs ?? 0));
  return `${median(rows.map((r) => r.performance ?? 0))}  LCP ${Math.round(lcp)} ms  TBT ${Math.round(tbt)} ms`;
}

/** The median run's LCP element and phases, long tasks, main-thread work and costliest scripts. */
function details(rows: readonly LighthouseResult[]): void {
  const middle = [...rows].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0))[Math.floor(rows.length / 2)];
  if (!middle) return;
  console.log(`  LCP element ${middle.lcpElement}; phases ${JSON.stringify(middle.lcpPhases)}`);
  for (const t of middle.longTasks.slice(0, 6))
    console.log(`  long task ${Math.round(t.durationMs)} ms at ${Math.round(t.startMs)} ms ${t.url}`);
  console.log(
    `  main thread: ${middle.mainThread.map((w) => `${w.group} ${Math.round(w.ms)} ms`).join(', ')}`,
  );
  for (const s of middle.scripts.slice(0, 6))
    console.log(`  script ${Math.round(s.scriptingMs)} + ${Math.round(s.parseMs)} ms parse ${s.url}`);
}

async function main(): Promise<void> {
  process.chdir(resolve(__dirname, '..'));
  const pages = (option('page')?.split(',') ?? ['login', 'player']) as LighthouseResult['page'][];
  const presets = (option('preset')?.split(',') ?? ['mobile']) as LighthouseResult['preset'][];
  const runs = Number(option('runs') ?? 3);
  const compare = option('compare');
  const { executablePath } = await findChromium();
  const service = await startService({ port: 0, dev: true, log: false });
  const other = compare ? await startCheckoutService(resolve(compare)) : undefined;
  const builds: Build[] = [
    { name: 'this build', url: service.url },
    ...(other && compare ? [{ name: compare, url: other.url }] : []),
  ];
  const loadBefore = loadavg()[0] ?? 0;
  const results = new Map<string, LighthouseResult[]>(builds.map((b) => [b.name, []]));
  try {
    if (builds.length === 1)
      results.set(
        'this build',
        await runLighthouse(executablePath, service.url, (line) => console.log(line), runs, {
          pages,
          presets,
        }),
      );
    else
      for (let run = 0; run < runs; run++) {
        const order = run % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const one = await runLighthouse(
            executablePath,
            build.url,
            (line) =>
              console.log(`${line.replace(/run \d+ of \d+/, `run ${run + 1} of ${runs}`)}: ${build.name}`),
            1,
            { pages, presets },
          );
          results.get(build.name)?.push(...one);
        }
      }
  } finally {
    await service.close();
    other?.child.kill();
  }
  const load = `load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`;
  for (const page of pages)
    for (const preset of presets) {
      console.log(`\n${page} (${preset}), ${load}`);
      for (const build of builds) {
        const rows = (results.get(build.name) ?? []).filter((r) => r.page === page && r.preset === preset);
        if (builds.length > 1) console.log(`  ${build.name}:`);
        report(rows, builds.length > 1 ? '    ' : '  ');
        if (build === builds[0]) details(rows);
      }
      if (builds.length > 1)
        console.log(
          `  side by side (median of ${runs} each): ${builds
            .map(
              (b) =>
                `${b.name} ${medians((results.get(b.name) ?? []).filter((r) => r.page === page && r.preset === preset))}`,
            )
            .join(' | ')}`,
        );
    }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

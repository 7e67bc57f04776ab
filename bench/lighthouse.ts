/**
 * `npm run bench:lighthouse [-- --page=login|player] [--preset=mobile|desktop] [--runs=N]` (after
 * `npm run build`): the Lighthouse part of `npm run bench` alone, for working on one page: every run's
 * score, LCP, TBT and CLS, their medians, and the median run's LCP phases, long tasks and costliest
 * scripts. Starts its own local service on a free port and states the machine's load.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { startService } from '../server/app';
import { findChromium } from '../scripts/support/chromium';
import { runLighthouse, type LighthouseResult } from './browser';
import { median } from './support/stats';

const option = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

async function main(): Promise<void> {
  process.chdir(resolve(__dirname, '..'));
  const pages = (option('page')?.split(',') ?? ['login', 'player']) as LighthouseResult['page'][];
  const presets = (option('preset')?.split(',') ?? ['mobile']) as LighthouseResult['preset'][];
  const runs = Number(option('runs') ?? 3);
  const { executablePath } = await findChromium();
  const service = await startService({ port: 0, dev: true, log: false });
  const loadBefore = loadavg()[0] ?? 0;
  let results: LighthouseResult[];
  try {
    results = await runLighthouse(executablePath, service.url, (line) => console.log(line), runs, {
      pages,
      presets,
    });
  } finally {
    await service.close();
  }
  const load = `load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`;
  for (const page of pages)
    for (const preset of presets) {
      const rows = results.filter((r) => r.page === page && r.preset === preset);
      console.log(`\n${page} (${preset}), ${load}`);
      for (const r of rows)
        console.log(
          `  ${r.performance}  LCP ${Math.round(r.lcpMs ?? 0)} ms  TBT ${Math.round(r.tbtMs ?? 0)} ms  CLS ${(r.cls ?? 0).toFixed(3)}  FCP ${Math.round(r.fcpMs ?? 0)} ms`,
        );
      const lcp = median(rows.map((r) => r.lcpMs ?? 0));
      console.log(
        `  median: ${median(rows.map((r) => r.performance ?? 0))}  LCP ${Math.round(lcp)} ms  TBT ${Math.round(median(rows.map((r) => r.tbtMs ?? 0)))} ms`,
      );
      const middle = [...rows].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0))[Math.floor(rows.length / 2)];
      if (!middle) continue;
      console.log(`  LCP element ${middle.lcpElement}; phases ${JSON.stringify(middle.lcpPhases)}`);
      for (const t of middle.longTasks.slice(0, 6))
        console.log(`  long task ${Math.round(t.durationMs)} ms at ${Math.round(t.startMs)} ms ${t.url}`);
      console.log(
        `  main thread: ${middle.mainThread.map((w) => `${w.group} ${Math.round(w.ms)} ms`).join(', ')}`,
      );
      for (const s of middle.scripts.slice(0, 6))
        console.log(`  script ${Math.round(s.scriptingMs)} + ${Math.round(s.parseMs)} ms parse ${s.url}`);
    }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

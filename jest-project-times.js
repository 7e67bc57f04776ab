const { relative } = require('node:path');

/**
 * A Jest reporter that ends the run with the time and test count of each project (unit, e2e): one
 * line per project with its wall time (first test file started → last one finished), the time its
 * files ran in total, its files and its tests (passed, failed, skipped); then, for each project named
 * in the option `slowestOf` (default: none), its `slowest` slowest files (default 10) with their times,
 * the files to look at first when the run takes too long. Plain text on stderr, like Jest's own
 * summary, so it shows the same with `CI=true` and without a terminal. Registered in jest.config.js
 * after the default reporter.
 */
class ProjectTimesReporter {
  /**
   * @param {unknown} _globalConfig
   * @param {{ slowestOf?: string[], slowest?: number }} [options]
   */
  constructor(_globalConfig, options = {}) {
    /** @type {Map<string, { start: number, end: number, busy: number, files: number, passed: number, failed: number, skipped: number }>} */
    this.projects = new Map();
    /** Each file's run time in ms, by project. @type {Map<string, { file: string, ms: number }[]>} */
    this.files = new Map();
    this.slowestOf = new Set(options.slowestOf ?? []);
    this.slowest = options.slowest ?? 10;
  }

  /** The project a test file belongs to: its displayName, or `default` in a config without projects. */
  static projectOf(test) {
    const name = test?.context?.config?.displayName;
    return (typeof name === 'string' ? name : name?.name) || 'default';
  }

  onTestResult(test, result) {
    const name = ProjectTimesReporter.projectOf(test);
    const p = this.projects.get(name) ?? {
      start: Infinity,
      end: -Infinity,
      busy: 0,
      files: 0,
      passed: 0,
      failed: 0,
      skipped: 0,
    };
    const { start, end } = result.perfStats;
    if (start > 0 && end >= start) {
      p.start = Math.min(p.start, start);
      p.end = Math.max(p.end, end);
      p.busy += end - start;
      const files = this.files.get(name) ?? [];
      files.push({ file: relative(process.cwd(), result.testFilePath ?? test.path), ms: end - start });
      this.files.set(name, files);
    }
    p.files += 1;
    p.passed += result.numPassingTests;
    // A file that failed to run at all (a syntax error, a failing beforeAll) counts as one failure.
    p.failed += result.numFailingTests || (result.testExecError ? 1 : 0);
    p.skipped += result.numPendingTests + result.numTodoTests;
    this.projects.set(name, p);
  }

  onRunComplete() {
    if (this.projects.size === 0) return;
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const rows = [...this.projects].map(([name, p]) => [
      name,
      Number.isFinite(p.start) ? seconds(p.end - p.start) : '-',
      seconds(p.busy),
      String(p.files),
      `${p.passed + p.failed + p.skipped} (${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped)`,
    ]);
    const header = ['project', 'wall time', 'files ran for', 'files', 'tests'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) =>
      cells
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    process.stderr.write(
      `\nTime per test project:\n${[header, ...rows].map((r) => `  ${line(r)}`).join('\n')}\n`,
    );
    for (const name of this.slowestOf) {
      const files = [...(this.files.get(name) ?? [])].sort((a, b) => b.ms - a.ms).slice(0, this.slowest);
      if (files.length === 0) continue;
      const width = Math.max(...files.map((f) => seconds(f.ms).length));
      process.stderr.write(
        `\nSlowest ${name} files:\n${files.map((f) => `  ${seconds(f.ms).padStart(width)}  ${f.file}`).join('\n')}\n`,
      );
    }
  }
}

module.exports = ProjectTimesReporter;

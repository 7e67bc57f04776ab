/**
 * Writes docs/timing.md from src/config/timing/ (its files in the order its index exports them): every constant with its value, the source of its rule
 * (spec section, protocol or design note), the rule, the source files that use it and the tests that pin
 * it (`@test` lines). `node scripts/timing-doc.mjs` writes the file; `--check` exits 1 when it is out of
 * date. `renderTimingDoc(root)` resolves to the text (the check of test/scripts/timing-doc.test.ts runs the CLI).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const TIMING = 'src/config/timing';

/** The files of the timing folder, in the order its index re-exports them (`export * from './x'`). */
export function timingFiles(root) {
  const index = readFileSync(join(root, TIMING, 'index.ts'), 'utf8');
  return [...index.matchAll(/export \* from '\.\/([\w-]+)';/g)].map(([, name]) => `${TIMING}/${name}.ts`);
}
const HUB_TIMING = 'src/lib/hub/timing.ts';
export const TIMING_DOC = 'docs/timing.md';

/** The constants of one timing file: name, value (as written), source, rule and tests. */
export function parseTiming(text) {
  const constants = [];
  const pattern = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+) = ([\d_]+);/g;
  for (const [, comment, name, written] of text.matchAll(pattern)) {
    const lines = comment
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean);
    const tests = lines.filter((l) => l.startsWith('@test ')).map((l) => l.slice('@test '.length).trim());
    const prose = lines.filter((l) => !l.startsWith('@')).join(' ');
    const colon = prose.indexOf(': ');
    constants.push({
      name,
      value: Number(written.replaceAll('_', '')),
      source: colon < 0 ? '' : prose.slice(0, colon),
      rule: colon < 0 ? prose : prose.slice(colon + 2),
      tests,
    });
  }
  return constants;
}

function sourceFiles(root, dir) {
  const out = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(root, path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path.split(sep).join('/'));
  }
  return out.sort();
}

/** The hub client's option names for the constants that are its defaults (`src/lib/hub/timing.ts`). */
function hubOptions(root) {
  const text = readFileSync(join(root, HUB_TIMING), 'utf8');
  const defaults = text.slice(text.indexOf('DEFAULT_HUB_TIMING'));
  return new Map(
    [...defaults.matchAll(/(\w+): (HUB_\w+),/g)].map(([, option, constant]) => [constant, option]),
  );
}

/** Source text without comments: a constant named in a doc comment is not a use. */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const word = (name) => new RegExp(`\\b${name}\\b`);

function formatValue({ name, value }) {
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  if (name.endsWith('_DAYS')) return `${grouped} days`;
  if (!name.endsWith('_MS')) return grouped;
  if (value >= 60_000 && value % 60_000 === 0) return `${grouped} ms (${value / 60_000} min)`;
  if (value >= 1_000) return `${grouped} ms (${value / 1_000} s)`;
  return `${grouped} ms`;
}

const cell = (text) => text.replaceAll('|', '\\|');
/** File paths as code, one a line; `path#option` names the hub option the constant is the default of. */
const files = (list) =>
  list.length
    ? list
        .map((f) => f.split('#'))
        .map(([path, option]) => (option ? `\`${path}\` (option \`${option}\`)` : `\`${path}\``))
        .join('<br>')
    : '—';

/** The text of docs/timing.md for the project at `root`, formatted as Prettier writes it. */
export async function renderTimingDoc(root) {
  const path = join(root, TIMING_DOC);
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(timingTable(root), { ...options, filepath: path });
}

function timingTable(root) {
  const constants = timingFiles(root).flatMap((f) => parseTiming(readFileSync(join(root, f), 'utf8')));
  const sources = sourceFiles(root, 'src')
    .filter((f) => !f.startsWith(`${TIMING}/`))
    .map((f) => ({ path: f, text: withoutComments(readFileSync(join(root, f), 'utf8')) }));
  const options = hubOptions(root);
  const usersOf = (name) => {
    const option = options.get(name);
    const direct = sources.filter((s) => s.path !== HUB_TIMING && word(name).test(s.text)).map((s) => s.path);
    const viaOption = option
      ? sources
          .filter((s) => s.path !== HUB_TIMING && new RegExp(`\\.${option}\\b`).test(s.text))
          .map((s) => s.path)
      : [];
    const users = [...new Set([...direct, ...viaOption])].sort();
    return option ? [`${HUB_TIMING}#${option}`, ...users] : users;
  };
  const rows = constants.map(
    (c) =>
      `| \`${c.name}\` | ${formatValue(c)} | ${cell(c.source)} | ${cell(c.rule)} | ${files(usersOf(c.name))} | ${files(c.tests)} |`,
  );
  return [
    '# Timing',
    '',
    `Generated from \`${TIMING}/\` by \`npm run timing:doc\`; do not edit by hand (\`test/scripts/timing-doc.test.ts\``,
    'fails when this file is out of date). Deadlines decide, ticks display (docs/architecture.md §3): an outcome in time is',
    'computed from `scheduler.now()` against a deadline; a tick only refreshes what is shown.',
    '',
    '| Constant | Value | Source | Rule | Used by | Pinned by |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const text = await renderTimingDoc(root);
  const path = join(root, TIMING_DOC);
  if (process.argv.includes('--check')) {
    const current = (() => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current !== text) {
      console.error(`${relative(process.cwd(), path)} is out of date: run npm run timing:doc`);
      process.exit(1);
    }
  } else {
    writeFileSync(path, text);
  }
}

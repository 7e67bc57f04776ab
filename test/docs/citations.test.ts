import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every citation in the repository resolves to a document of the repository (README "Documents"):
 * - `spec §N(.M…)` → a heading of docs/spec.md numbered §N(.M…);
 * - `docs/<name>.md §N…` → that file and a heading of it numbered §N…; a bare `<name>.md` is looked up in
 *   docs/, then at the root (README.md);
 * - `docs/<name>.md "Title"` → a heading of that file with that title;
 * - `docs/<name>.md` alone → the file exists;
 * - `README "Title"` → a heading of README.md with that title.
 * Section numbers listed after a citation (`spec §4, §9`, `§6–§8`) are checked against the same document.
 * What resolves is read from the documents' headings: nothing is listed here.
 */

const root = join(__dirname, '..', '..');

/** Where citations are looked for: the code, tests, tools and documents. */
const SCANNED_DIRS = ['src', 'server', 'test', 'scripts', 'bench', 'eslint-rules', 'docs'];
const SCANNED_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'reports', 'screenshots']);

/** The headings of one Markdown document: section numbers (`3.2` of `## §3.2 …`) and titles. */
interface Outline {
  readonly sections: ReadonlySet<string>;
  readonly titles: ReadonlySet<string>;
}

/** One citation found in a file. */
interface Citation {
  readonly where: string;
  readonly text: string;
  /** The problem, or undefined when it resolves. */
  readonly problem: string | undefined;
}

/** Reads the headings of `markdown` (fenced code ignored): `## §3.2 Title` gives section 3.2 and title Title. */
function outline(markdown: string): Outline {
  const sections = new Set<string>();
  const titles = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const numbered = /^§(\d+(?:\.\d+)*)\.?\s+(.+)$/.exec(heading[1]);
    if (numbered?.[1] && numbered[2]) {
      sections.add(numbered[1]);
      titles.add(numbered[2]);
    } else titles.add(heading[1]);
  }
  return { sections, titles };
}

const outlines = new Map<string, Outline | null>();

/** The outline of the repository file `path`, or null when there is no such file. */
function outlineOf(path: string): Outline | null {
  if (!outlines.has(path)) {
    const file = join(root, path);
    outlines.set(path, existsSync(file) ? outline(readFileSync(file, 'utf8')) : null);
  }
  return outlines.get(path) ?? null;
}

/** The repository path a document reference names: `docs/x.md` as it is; a bare `x.md` in docs/, else at the root. */
function documentPath(reference: string): string {
  if (reference.includes('/')) return reference;
  const inDocs = `docs/${reference}`;
  return existsSync(join(root, inDocs)) || !existsSync(join(root, reference)) ? inDocs : reference;
}

const SECTION = String.raw`§\d+(?:\.\d+)*`;
/** Section numbers that follow a citation and belong to the same document: `, §9`, `–§8`, ` and §3`. */
const MORE_SECTIONS = String.raw`(?:\s*(?:,|–|-|and|or)\s*§\d+(?:\.\d+)*)*`;
const SPEC = new RegExp(String.raw`(?<![\w-])spec ${SECTION}${MORE_SECTIONS}`, 'gi');
const DOCUMENT = new RegExp(
  String.raw`(?<![\w./-])((?:docs/)?[A-Za-z][\w-]*\.md)\b(?:( ${SECTION}${MORE_SECTIONS})| "([^"\n]+)")?`,
  'g',
);
const README_TITLE = /(?<![\w./-])README "([^"\n]+)"/g;

/** Every section number a citation names, the first and those listed after it. */
function sectionsIn(text: string): string[] {
  return [...text.matchAll(/§(\d+(?:\.\d+)*)/g)].map(([, n = '']) => n);
}

/** Checks that `document` has every section of `text` (or the heading `title`); the problem, or undefined. */
function resolve(document: string, text: string, title?: string): string | undefined {
  const found = outlineOf(document);
  if (!found) return `${document} does not exist`;
  const missing = sectionsIn(text).filter((n) => !found.sections.has(n));
  if (missing.length > 0) return `${document} has no heading §${missing.join(', §')}`;
  if (title !== undefined && !found.titles.has(title)) return `${document} has no heading "${title}"`;
  return undefined;
}

/** The citations of one text, each with its problem (if any); `where` is the file's repository path. */
function citationsIn(text: string, where: string): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${where}:${index + 1}`;
    for (const [match] of line.matchAll(SPEC))
      found.push({ where: at, text: match, problem: resolve('docs/spec.md', match) });
    for (const [match, reference = '', sections, title] of line.matchAll(DOCUMENT)) {
      const document = documentPath(reference);
      found.push({ where: at, text: match, problem: resolve(document, sections ?? '', title) });
    }
    for (const [match, title = ''] of line.matchAll(README_TITLE))
      found.push({ where: at, text: match, problem: resolve('README.md', '', title) });
  });
  return found;
}

/** Repository paths of every scanned file: the scanned folders and the root's own files. */
function scannedFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(root, dir))) {
      const path = dir === '' ? name : `${dir}/${name}`;
      const isDir = statSync(join(root, path)).isDirectory();
      if (isDir && !SKIPPED_DIRS.has(name) && (dir !== '' || SCANNED_DIRS.includes(name))) walk(path);
      else if (!isDir && SCANNED_EXTENSIONS.test(name)) files.push(path);
    }
  };
  walk('');
  return files;
}

/** This file, whose examples of citations (and of broken ones) are not citations. */
const self = relative(root, __filename);

const citations = scannedFiles()
  .filter((path) => path !== self)
  .flatMap((path) => citationsIn(readFileSync(join(root, path), 'utf8'), path));

describe('citations of the repository documents', () => {
  it('finds citations of every kind (the scan is not empty)', () => {
    const kinds = {
      spec: citations.some((c) => /^spec §/i.test(c.text)),
      numbered: citations.some((c) => /\.md §/.test(c.text)),
      titled: citations.some((c) => /\.md "/.test(c.text)),
      readme: citations.some((c) => c.text.startsWith('README "')),
    };
    expect(kinds).toEqual({ spec: true, numbered: true, titled: true, readme: true });
  });

  it('resolves every citation to a document and a heading', () => {
    const unresolved = citations
      .filter((c) => c.problem !== undefined)
      .map((c) => `${c.where}: ${c.text} (${c.problem})`);
    expect(unresolved).toEqual([]);
  });

  it('reports a section, a title and a document that do not exist', () => {
    const spec = outlineOf('docs/spec.md');
    const numbers = [...(spec?.sections ?? [])].map((n) => Number(n.split('.')[0]));
    const absent = Math.max(0, ...numbers) + 1;
    const text = [
      `spec §${absent}`,
      `docs/hub-protocol.md "${'No such heading'}"`,
      `README "${'No such heading'}"`,
      'docs/no-such-document.md',
      `spec §1, §${absent}`,
    ].join('\n');
    expect(citationsIn(text, 'example').map((c) => c.problem)).toEqual([
      `docs/spec.md has no heading §${absent}`,
      'docs/hub-protocol.md has no heading "No such heading"',
      'README.md has no heading "No such heading"',
      'docs/no-such-document.md does not exist',
      `docs/spec.md has no heading §${absent}`,
    ]);
  });
});

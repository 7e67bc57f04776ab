import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The README's "Glossary" gives each word one meaning, in code, tests, comments and documents. This test
 * keeps the uses it forbids out of the code's names and comments (`src/`, `server/`): "session" is the
 * sign-in only (never a hub connection or the tab store), "messages" are hub messages only (never adverts,
 * never catalogues). String literals and JSX text are not read: they are what the user reads or what goes
 * on the wire, where the spec's own words stay. Citations of the spec (`spec §2 Messages`, `spec "messages"`)
 * name its sections in its words and are left out too.
 */

const root = join(__dirname, '..', '..');

/** Where code is scanned. */
const SCANNED_DIRS = ['src', 'server'];
const SCANNED_EXTENSIONS = /\.(ts|tsx|mts|cts)$/;

/** One use the glossary forbids: the glossary word it misuses, and the pattern that finds it. */
interface ForbiddenUse {
  readonly word: string;
  readonly meaning: string;
  readonly pattern: RegExp;
}

/** The forbidden uses, each a misreading of a glossary word. */
const FORBIDDEN: readonly ForbiddenUse[] = [
  {
    word: 'session',
    meaning: 'a hub connection or a socket of it (say hub connection, socket)',
    pattern: /\b(?:hub|socket|web ?socket|connection|recovery)[ -]?sessions?\b|\bsessions? of the hub\b/i,
  },
  {
    word: 'session',
    meaning: 'the tab store (say tab store; `sessionStorage` is the browser API)',
    // Lower-case "storage": the name `sessionStorage` reads as "session Storage".
    pattern: /\b[Ss]ession storage\b/,
  },
  {
    word: 'messages',
    meaning: 'a catalogue (say catalogue, texts)',
    pattern:
      /\b(?:compiled|translated|translation|english|loaded|language's|its) messages\b|\bmessages of (?:a|one|the|each) language\b|\bmessages of `code`/i,
  },
  {
    word: 'messages',
    meaning: 'adverts (say advert)',
    pattern:
      /\b(?:tracks?|playlists?),? (?:and |or )?(?:the |a )?messages?\b|\bmessages?,? (?:and |or )?(?:the |a )?(?:tracks?|playlists?)\b|\bmessages? \(adverts?\)|\bplay (?:a|the) message\b/i,
  },
];

/** Spec citations, in the spec's words: `spec §2 Playlists, Messages` up to `;` or `)`, and `spec "messages"`. */
const SPEC_CITATION = /spec §[\d.]+[^;)]*|spec "[^"]*"/gi;

/** Names split into words (`SocketSession` → `Socket Session`, `hub_session` → `hub session`). */
function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/_/g, ' ');
}

/** The names and comments of one source file, each with its line. */
function namesAndComments(path: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found = new Map<number, string>();
  const comment = (range: ts.CommentRange) => found.set(range.pos, text.slice(range.pos, range.end));
  const visit = (node: ts.Node): void => {
    ts.getLeadingCommentRanges(text, node.pos)?.forEach(comment);
    ts.getTrailingCommentRanges(text, node.end)?.forEach(comment);
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) found.set(node.getStart(), words(node.text));
    node.forEachChild(visit);
  };
  visit(source);
  return [...found].map(([pos, part]) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    text: part.replace(SPEC_CITATION, ''),
  }));
}

/** The forbidden uses in `text` (a file's content), as `where: word as meaning: "match"`. */
function forbiddenUsesIn(text: string, where: string): string[] {
  return namesAndComments(where, text).flatMap((part) =>
    part.text.split('\n').flatMap((line, offset) =>
      FORBIDDEN.flatMap(({ word, meaning, pattern }) => {
        const match = pattern.exec(line.replace(/\s+/g, ' '));
        return match ? [`${where}:${part.line + offset}: "${word}" as ${meaning}: "${match[0]}"`] : [];
      }),
    ),
  );
}

/** Repository paths of every scanned file. */
function scannedFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(root, dir))) {
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SCANNED_EXTENSIONS.test(name) && !name.endsWith('.d.ts')) files.push(path);
    }
  };
  SCANNED_DIRS.forEach(walk);
  return files;
}

/** The words the README's "Glossary" table defines (its first column, in bold). */
function glossaryWords(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Glossary\n')) ?? '';
  return [...section.matchAll(/^\|\s*\*\*([^*]+)\*\*/gm)].map(([, word = '']) => word);
}

describe('the README glossary in code and comments', () => {
  it('guards words the glossary defines', () => {
    const defined = glossaryWords();
    expect([...new Set(FORBIDDEN.map(({ word }) => word))].filter((word) => !defined.includes(word))).toEqual(
      [],
    );
  });

  it('finds no forbidden use of a glossary word in src/ and server/', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(100);
    const uses = files.flatMap((path) => forbiddenUsesIn(readFileSync(join(root, path), 'utf8'), path));
    expect(uses).toEqual([]);
  });

  it('reports names and comments that break it, and leaves strings and spec citations alone', () => {
    const example = [
      '/** One hub session per tab. */',
      'class SocketSession {}',
      '// Keys of session storage.',
      '/** The language and its messages. */',
      '/** Durations of tracks and messages (spec §2 Playlists, Messages). */',
      "const text = 'Play a message on every zone';",
      '/** The adverts screen (spec §2 Current playlist, Messages). */',
    ].join('\n');
    expect(forbiddenUsesIn(example, 'example.ts')).toEqual([
      'example.ts:1: "session" as a hub connection or a socket of it (say hub connection, socket): "hub session"',
      'example.ts:2: "session" as a hub connection or a socket of it (say hub connection, socket): "Socket Session"',
      'example.ts:3: "session" as the tab store (say tab store; `sessionStorage` is the browser API): "session storage"',
      'example.ts:4: "messages" as a catalogue (say catalogue, texts): "its messages"',
      'example.ts:5: "messages" as adverts (say advert): "tracks and messages"',
    ]);
  });
});

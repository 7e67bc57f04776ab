// Builds the remote guides of spec §2 Help from their text sources: public/guides/<lang>.md →
// public/assets/pdf/<file>.pdf (copied to dist/assets/pdf by the build). Uses pdf-lib with the
// standard Helvetica fonts (WinAnsi: covers English and French). Deterministic: fixed dates, and a
// file is only rewritten when its bytes change. Run by `npm run guides` (first step of `npm run build`).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const SOURCES = 'public/guides';
const OUT = 'public/assets/pdf';
const PAGE = [595.28, 841.89]; // A4 in points
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const version = JSON.parse(readFileSync('package.json', 'utf8')).version;

/** Reads `---` front matter and the body: `## heading`, `- bullet`, paragraphs separated by blank lines. */
export function parseGuide(text) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('guide has no front matter');
  const meta = Object.fromEntries(
    match[1].split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  for (const key of ['title', 'subtitle', 'language', 'file'])
    if (!meta[key]) throw new Error(`guide front matter lacks ${key}`);
  const blocks = [];
  for (const chunk of match[2].split(/\n\s*\n/)) {
    for (const line of chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3) });
      else if (line.startsWith('- ')) blocks.push({ kind: 'bullet', text: line.slice(2) });
      else if (blocks.at(-1)?.kind === 'paragraph' && !chunk.startsWith(line))
        blocks.at(-1).text += ` ${line}`;
      else blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return { meta, blocks };
}

/** Splits `text` into lines no wider than `width` at `size`. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders one guide to PDF bytes. */
export async function renderGuide({ meta, blocks }) {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.09, 0.1, 0.12);
  const accent = rgb(0.23, 0.24, 0.77);
  let page;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const write = (text, { font = regular, size = 11, indent = 0, color = ink, gap = 4, lead = 1.4 } = {}) => {
    for (const line of wrap(text, font, size, WIDTH - indent)) {
      if (y - size * lead < MARGIN + 24) newPage();
      y -= size * lead;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
    y -= gap;
  };
  newPage();
  page.drawRectangle({ x: 0, y: PAGE[1] - 12, width: PAGE[0], height: 12, color: accent });
  write(meta.title, { font: bold, size: 24, color: accent, gap: 6, lead: 1.2 });
  write(meta.subtitle, { size: 14, gap: 4 });
  write(`Player Remote ${version}`, { size: 10, color: rgb(0.31, 0.33, 0.39), gap: 18 });
  let previous;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (y < MARGIN + 120) newPage();
      y -= 8;
      write(block.text, { font: bold, size: 15, color: accent, gap: 4 });
    } else if (block.kind === 'bullet') {
      if (y - 16 < MARGIN + 24) newPage();
      page.drawText('•', { x: MARGIN + 6, y: y - 11 * 1.4, size: 11, font: regular, color: accent });
      write(block.text, { indent: 20, gap: 3 });
    } else {
      if (previous?.kind === 'bullet') y -= 6;
      write(block.text, { gap: 8 });
    }
    previous = block;
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = `Player Remote ${version} · ${i + 1} / ${pages.length}`;
    p.drawText(footer, {
      x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(footer, 9),
      y: MARGIN / 2,
      size: 9,
      font: regular,
      color: rgb(0.31, 0.33, 0.39),
    });
  });
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setSubject(meta.subtitle);
  pdf.setAuthor('Player Remote');
  pdf.setLanguage(meta.language);
  pdf.setCreator('scripts/guides.mjs');
  pdf.setProducer('pdf-lib');
  pdf.setKeywords(['Player Remote', 'guide']);
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  return pdf.save({ useObjectStreams: false });
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const files = readdirSync(SOURCES)
    .filter((f) => f.endsWith('.md'))
    .sort();
  if (files.length === 0) throw new Error(`no guide sources in ${SOURCES}`);
  for (const name of files) {
    const guide = parseGuide(readFileSync(`${SOURCES}/${name}`, 'utf8'));
    let bytes;
    try {
      bytes = Buffer.from(await renderGuide(guide));
    } catch (error) {
      throw new Error(
        `${name}: ${error instanceof Error ? error.message : error} (only WinAnsi characters can be used)`,
        { cause: error },
      );
    }
    const target = `${OUT}/${guide.meta.file}`;
    if (existsSync(target) && Buffer.compare(readFileSync(target), bytes) === 0) continue;
    writeFileSync(target, bytes);
    console.log(`wrote ${target} (${bytes.length} bytes)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

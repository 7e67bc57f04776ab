/**
 * CSV text for the exports (docs/design.md "Activity log"): RFC 4180 (comma, CRLF between records, a field with
 * a comma, quote or line break quoted and its quotes doubled) through Papa Parse's `unparse`, loaded only
 * when a file is made. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is
 * neutralised with a leading `'` (Papa Parse's `escapeFormulae`), so a spreadsheet never runs it as a
 * formula; the text begins with a UTF-8 byte order mark so spreadsheet apps read non-Latin names.
 */

/** The byte order mark the text begins with. */
export const UTF8_BOM = '\uFEFF';

/** One cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | undefined;

/** The CSV text of `header` and `rows`, with the BOM; rejects only when the library cannot be loaded. */
export async function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<string> {
  const { unparse } = await import(/* webpackChunkName: "csv" */ 'papaparse');
  const text = unparse(
    { fields: [...header], data: rows.map((row) => row.map((cell) => (cell === undefined ? '' : cell))) },
    { newline: '\r\n', quoteChar: '"', escapeChar: '"', delimiter: ',', escapeFormulae: true },
  );
  return UTF8_BOM + text;
}

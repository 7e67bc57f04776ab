import { toCsv, UTF8_BOM } from '../../../src/lib/activity-log/csv';

describe('toCsv: the exports\' CSV (docs/design.md "Activity log")', () => {
  it('begins with a UTF-8 BOM and the header, with CRLF between records', async () => {
    const text = await toCsv(['site', 'zone'], [['Café Zürich', '北京']]);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual(['site,zone', 'Café Zürich,北京']);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', async () => {
    const text = await toCsv(['a', 'b', 'c'], [['Rock, Pop', 'say "hi"', 'two\nlines']]);
    expect(text.slice(1).split('\r\n')[1]).toBe('"Rock, Pop","say ""hi""","two\nlines"');
  });

  it('neutralises cells that begin with = + - or @, and writes numbers and empty cells as they are', async () => {
    const text = await toCsv(['x'], [['=HYPERLINK("x")'], ['+1'], ['-2+3'], ['@SUM(A1)'], [33], [undefined]]);
    const cells = text.slice(1).split('\r\n').slice(1);
    // a neutralised cell is also quoted, which RFC 4180 allows for any field
    expect(cells).toEqual(['"\'=HYPERLINK(""x"")"', '"\'+1"', '"\'-2+3"', '"\'@SUM(A1)"', '33', '']);
  });
});

import { spreadTitles } from '../../../server/fleet/playlist-order';

/** Files named after their title plus a number: `a1` has title `a`. */
const title = (file: string): string => file.replace(/\d+$/, '');

/** Positions i whose title recurs within `gap` places after i, around the loop. */
function clashes(files: readonly string[], gap: number): number[] {
  return files.flatMap((file, i) =>
    Array.from({ length: gap }, (_, d) => files[(i + d + 1) % files.length]!).some(
      (other) => title(other) === title(file),
    )
      ? [i]
      : [],
  );
}

describe('spreadTitles', () => {
  it('leaves an order without clashes alone', () => {
    const files = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2'];
    expect(spreadTitles(files, title)).toEqual(files);
  });

  it('mends neighbours, tracks one apart and the loop from last to first, keeping the same files', () => {
    const files = ['a1', 'a2', 'b1', 'c1', 'd1', 'b2', 'e1', 'f1', 'g1', 'h1', 'a3'];
    expect(clashes(files, 2)).not.toEqual([]);
    const mended = spreadTitles(files, title);
    expect(clashes(mended, 2)).toEqual([]);
    expect([...mended].sort()).toEqual([...files].sort());
    expect(spreadTitles(files, title)).toEqual(mended);
  });

  it('copes with lists too short for the gap', () => {
    expect(spreadTitles(['a1'], title)).toEqual(['a1']);
    expect(spreadTitles(['a1', 'b1', 'c1'], title)).toEqual(['a1', 'b1', 'c1']);
  });

  it('throws when one title fills too much of the list', () => {
    expect(() => spreadTitles(['a1', 'a2', 'a3', 'b1', 'c1'], title)).toThrow(/cannot keep equal titles/);
  });
});

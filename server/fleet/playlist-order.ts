/**
 * Playlist order that keeps equal titles apart. Playback loops (playback.ts `enabledIndex` wraps from
 * the last track to the first), so distances are counted around the circle.
 */

/**
 * How far apart two tracks with the same title must sit in a playlist: 2 means neither neighbours
 * nor tracks one apart, so skipping a single disabled track never plays a title twice in a row.
 */
export const TITLE_GAP = 2;

/**
 * Reorders `files` so that no two files within `gap` places of each other (cyclically) share a
 * title, moving as few files as it can: each clash is mended by swapping the first clashing file
 * with the first later file that clashes with nothing at either place. Deterministic; the result
 * holds the same files. Throws when no such order is found (one title fills too much of the list).
 */
export function spreadTitles(
  files: readonly string[],
  titleOf: (file: string) => string,
  gap = TITLE_GAP,
): string[] {
  const out = [...files];
  const n = out.length;
  const reach = Math.min(gap, Math.floor((n - 1) / 2));
  const clashes = (i: number): boolean => {
    const title = titleOf(out[i]!);
    for (let d = 1; d <= reach; d++)
      if (titleOf(out[(i + d) % n]!) === title || titleOf(out[(i - d + n) % n]!) === title) return true;
    return false;
  };
  const swap = (i: number, j: number): void => void ([out[i], out[j]] = [out[j]!, out[i]!]);
  // Every mend removes at least one clashing pair and adds none, so n × reach mends always suffice.
  for (let mend = 0; mend <= n * reach; mend++) {
    const i = out.findIndex((_, k) => clashes(k));
    if (i < 0) return out;
    const j = Array.from({ length: n - 1 }, (_, step) => (i + step + 1) % n).find((k) => {
      swap(i, k);
      const ok = !clashes(i) && !clashes(k);
      swap(i, k);
      return ok;
    });
    if (j === undefined) break;
    swap(i, j);
  }
  throw new Error(`cannot keep equal titles ${gap} places apart in a list of ${n}`);
}

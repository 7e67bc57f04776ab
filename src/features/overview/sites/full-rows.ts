import { useEffect, useMemo, useState } from 'react';

/**
 * The most full cards the list mounts in one frame once a scroll has stopped: a full card (artwork,
 * icons, a dozen styled parts) costs about as much as a whole frame on a slow phone, so the rows laid
 * out light during the scroll become full a few cards at a time, the rows in view first.
 */
export const FULL_CARDS_PER_FRAME = 2;

/** Where the list is: scrolling, upgrading its light rows after a scroll, or still with every row full. */
type Phase = 'scrolling' | 'upgrading' | 'still';

/** Which rows of the list show full cards, and whether all those laid out do. */
export interface FullRows {
  /** The keys of the rows that show full cards. */
  readonly full: ReadonlySet<string>;
  /** True once every row laid out shows its full card (false while scrolling and while upgrading). */
  readonly settled: boolean;
}

/** The rows' keys as one string, so that each render's new array of the same rows is no change. */
const SEPARATOR = '\n';

/**
 * Which of the rows laid out (`keys`, the rows of cards in the order they should become full: those in
 * view first; no key holds a line break) show full cards (docs/design.md "Every zone at a glance"). While the
 * list is still, all of them: rows it lays out while still (a site shown, a filter, a resize) are full at
 * once, as is the first screen. While it scrolls (`scrolling`), only those that were full when the scroll
 * began (so a short scroll keeps the cards it had, and the one holding the focus); the others show light
 * cards. Once the scroll stops, the light rows become full in the order of `keys`, in each animation
 * frame as many rows as hold {@link FULL_CARDS_PER_FRAME} cards (`columns` a row; at least one row), so no
 * frame mounts a screenful of full cards; `settled` turns true with the last. A scroll during the upgrade
 * keeps the rows upgraded so far. The phase and the full rows are state, set during the render that
 * finds them changed.
 */
export function useFullRows(keys: readonly string[], scrolling: boolean, columns: number): FullRows {
  const joined = keys.join(SEPARATOR);
  const rows = useMemo(() => (joined ? joined.split(SEPARATOR) : []), [joined]);
  const [state, setState] = useState<{ readonly phase: Phase; readonly full: ReadonlySet<string> }>(() => ({
    phase: 'still',
    full: new Set(rows),
  }));
  let { phase, full } = state;
  if (scrolling && phase !== 'scrolling') phase = 'scrolling';
  else if (!scrolling && phase === 'scrolling') {
    phase = 'upgrading';
    full = new Set(rows.filter((key) => full.has(key)));
  }
  if (phase === 'upgrading' && rows.every((key) => full.has(key))) phase = 'still';
  if (phase === 'still' && (full.size !== rows.length || !rows.every((key) => full.has(key))))
    full = new Set(rows);
  if (phase !== state.phase || full !== state.full) setState({ phase, full });

  useEffect(() => {
    if (phase !== 'upgrading') return;
    const next = rows
      .filter((key) => !full.has(key))
      .slice(0, Math.max(1, Math.floor(FULL_CARDS_PER_FRAME / Math.max(1, columns))));
    const frame = requestAnimationFrame(() =>
      setState((current) =>
        current.phase === 'upgrading'
          ? { phase: 'upgrading', full: new Set([...current.full, ...next]) }
          : current,
      ),
    );
    return () => cancelAnimationFrame(frame);
  }, [phase, full, rows, columns]);

  return useMemo(
    () => ({
      full: phase === 'scrolling' ? new Set(rows.filter((key) => full.has(key))) : full,
      settled: phase === 'still',
    }),
    [phase, full, rows],
  );
}

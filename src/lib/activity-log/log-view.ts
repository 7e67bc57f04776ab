import type { WatchedPeriod } from './activity-store';
import type { ActivityEntry } from './entries';
import type { ZoneMark } from './recorder.streams';
import { ACTIVITY_LOG_SHOWN, NO_LOG_VIEW, type LogView } from './activity-log.types';

/** `view`, or {@link NO_LOG_VIEW} when it holds nothing. */
export const orNone = (view: LogView): LogView =>
  view.entries.length === 0 && view.periods.length === 0 && view.marks.size === 0 && view.pending === 0
    ? NO_LOG_VIEW
    : view;

/** A change to the view: entries recorded, a period watched, marks moved, or a batch written. */
export type ViewEvent =
  | { readonly t: 'entries'; readonly list: readonly ActivityEntry[] }
  | { readonly t: 'period'; readonly period: WatchedPeriod }
  | { readonly t: 'marks'; readonly changed: readonly ZoneMark[] }
  | { readonly t: 'drained' };

/** The view loaded from the store: `entries` and `periods` oldest first, `pending` writes waiting. */
export function loadedView(
  entries: readonly ActivityEntry[],
  periods: readonly WatchedPeriod[],
  marks: ReadonlyMap<string, ZoneMark>,
  pending: number,
): LogView {
  const first = Math.min(periods[0]?.start ?? Infinity, entries[0]?.at ?? Infinity);
  return {
    entries: entries.slice(-ACTIVITY_LOG_SHOWN).reverse(),
    periods,
    since: Number.isFinite(first) ? first : undefined,
    marks,
    pending,
  };
}

/** `last` after `event`, with `pending` writes waiting (a reducer for `scan`). */
export function nextView(last: LogView, event: ViewEvent, pending: number): LogView {
  const view: LogView = { ...last, pending };
  if (event.t === 'entries')
    return {
      ...view,
      entries: [...[...event.list].reverse(), ...view.entries].slice(0, ACTIVITY_LOG_SHOWN),
      since: view.since ?? event.list[0]?.at,
    };
  if (event.t === 'drained') return view;
  if (event.t === 'marks') {
    const next = new Map(view.marks);
    event.changed.forEach((mark) => next.set(mark.group, mark));
    return { ...view, marks: next };
  }
  const rest = view.periods.filter((p) => p.start !== event.period.start);
  return { ...view, periods: [...rest, event.period], since: view.since ?? event.period.start };
}

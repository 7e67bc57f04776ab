import * as v from 'valibot';
import type { BulkAction } from './bulk-action';
import type { BulkRun, ZoneResult } from './bulk-run';
import { NO_BULK, type BulkState } from './bulk-state';

const Action = v.variant('kind', [
  v.object({ kind: v.picklist(['pause', 'play', 'resume-timetable']) }),
  v.object({ kind: v.literal('volume'), percent: v.number() }),
  v.object({ kind: v.literal('volume-step'), step: v.number() }),
  v.object({ kind: v.literal('advert'), fileName: v.string(), title: v.string() }),
  v.object({
    kind: v.literal('playlist'),
    name: v.string(),
    types: v.pipe(
      v.array(v.tuple([v.string(), v.number()])),
      v.transform((entries) => new Map(entries)),
    ),
  }),
  v.object({
    kind: v.literal('energy'),
    level: v.number(),
    tracks: v.pipe(
      v.array(v.tuple([v.string(), v.number()])),
      v.transform((entries) => new Map(entries)),
    ),
    unsupported: v.array(v.string()),
  }),
]);

const Result = v.variant('kind', [
  v.object({ kind: v.picklist(['sending', 'done', 'not-answering', 'failed']) }),
  v.object({ kind: v.literal('waiting'), held: v.optional(v.literal(true)) }),
  v.object({ kind: v.literal('refused'), reason: v.string() }),
  v.object({ kind: v.literal('not-sent'), reason: v.picklist(['disconnected', 'stopped']) }),
  v.object({
    kind: v.literal('skipped'),
    reason: v.picklist([
      'pause-not-allowed',
      'volume-not-allowed',
      'volume-unknown',
      'energy-not-supported',
      'energy-no-tracks',
      'energy-unknown',
    ]),
  }),
]);

const StoredRun = v.object({
  action: Action,
  groups: v.array(v.string()),
  results: v.array(v.tuple([v.string(), Result])),
  waves: v.array(v.array(v.string())),
  wave: v.number(),
  retries: v.number(),
  stage: v.picklist(['running', 'halted', 'finished']),
});

/** `run` in the JSON form the tab store keeps (its maps as arrays of entries); undefined for no run. */
export function storedRun(run: BulkRun | null): unknown {
  if (!run) return undefined;
  const action: unknown =
    run.action.kind === 'playlist'
      ? { ...run.action, types: [...run.action.types] }
      : run.action.kind === 'energy'
        ? { ...run.action, tracks: [...run.action.tracks] }
        : run.action;
  return { ...run, action, results: [...run.results] };
}

/**
 * The bulk state a tab starts from, given what {@link storedRun} kept (README "Every zone at a
 * glance": the results of the last run survive opening a zone and a reload). A run that was sending
 * when the page went away is finished: the zones without a result are `not-sent` (`stopped`), so
 * nothing is sent again without the user's Retry. Anything unreadable is no run.
 */
export function restoredState(stored: unknown): BulkState {
  const parsed = v.safeParse(StoredRun, stored);
  if (!parsed.success) return NO_BULK;
  const { action, results: entries, ...rest } = parsed.output;
  const results = new Map<string, ZoneResult>(entries);
  let run: BulkRun = { ...rest, action: action as BulkAction, results };
  if (run.stage === 'running') {
    for (const [group, result] of results)
      if (result.kind === 'waiting' || result.kind === 'sending')
        results.set(group, { kind: 'not-sent', reason: 'stopped' });
    run = { ...run, stage: 'finished' };
  }
  return { ...NO_BULK, run };
}

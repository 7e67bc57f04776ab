import {
  asyncScheduler,
  debounceTime,
  filter,
  groupBy,
  map,
  merge,
  mergeMap,
  reduce,
  scan,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { ACTIVITY_LOG_BURST_MS } from '../../config/timing';
import type { HubGroupMessage } from '../hub/types';
import { fromPlayer, type PlayerReply } from '../player/envelope';
import { PlayerCommand } from '../player/commands';
import {
  commandKindOf,
  type ActivityEntry,
  type Actor,
  type CommandKind,
  type StateKind,
  type ZoneMode,
  type ZoneNames,
} from './entries';

/** A request another client published to a zone group (player-protocol.md §2), read leniently. */
export interface OtherRequest {
  readonly group: string;
  readonly command: number;
  readonly args: readonly string[];
  readonly fromUserId: string | undefined;
}

/**
 * Reads `message` as another client's request: data with a lower-case numeric `command` (or numeric
 * text), sent by no player. Arguments may be a list or one string (one argument). `undefined` for
 * anything else (a player's reply or status, a malformed request: those are not the log's).
 */
export function readOtherRequest(message: HubGroupMessage): OtherRequest | undefined {
  const data = message.data;
  if (typeof data !== 'object' || data === null || fromPlayer(message)) return undefined;
  const record = data as Record<string, unknown>;
  const command = typeof record.command === 'string' ? Number(record.command) : record.command;
  if (typeof command !== 'number' || !Number.isInteger(command)) return undefined;
  const raw = record.arguments;
  const args = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  return { group: message.group, command, args, fromUserId: message.fromUserId ?? undefined };
}

/** What the log knows of a zone's values before a change: from its statuses and the commands seen. */
interface Known {
  readonly volume?: string;
  readonly energy?: string;
  readonly playlist?: string;
}

/** What the command recorder reads. */
export interface CommandRecorderDeps {
  /** The hub's group messages of the joined groups (`HubClient.groupMessages$`). */
  readonly messages$: Observable<HubGroupMessage>;
  /** The players' valid replies of the joined groups: their statuses (command 0) give the values before a change. */
  readonly replies$: Observable<PlayerReply>;
  /** Who sent a request of `fromUserId` (see {@link Actor}). */
  readonly actorOf: (fromUserId: string | undefined) => Exclude<Actor, 'seen'>;
  /** The zone's names when the entry is recorded. */
  readonly namesOf: (group: string) => ZoneNames;
  readonly scheduler?: SchedulerLike;
}

type Input =
  | { readonly t: 'status'; readonly group: string; readonly known: Known }
  | { readonly t: 'request'; readonly request: OtherRequest; readonly kind: CommandKind };

/** The values a status reply carries, read leniently (a missing or malformed field is not known). */
function knownOfStatus(response: unknown): Known {
  if (typeof response !== 'object' || response === null) return {};
  const r = response as Record<string, unknown>;
  return {
    ...(typeof r.Volume === 'number' ? { volume: String(r.Volume) } : {}),
    ...(typeof r.Energy === 'number' ? { energy: String(r.Energy) } : {}),
    ...(typeof r.Playlist === 'string' && r.Playlist ? { playlist: r.Playlist } : {}),
  };
}

/** The field of {@link Known} a command kind changes, if it is one the log tells old → new of. */
const FIELD: Partial<Record<CommandKind, keyof Known>> = {
  volume: 'volume',
  energy: 'energy',
  playlist: 'playlist',
};

/**
 * The changes other sign-ins asked of the joined zones (docs/design.md "Activity log"), one entry per change:
 * requests of the same kind to the same zone each within ACTIVITY_LOG_BURST_MS of the one before are one
 * entry (a dragged slider), recorded that long after the last, from the value before the first to the
 * last's. Requests that only read (status, lists) are not changes. This app's own requests never arrive
 * (they are sent with `noEcho`), so nothing here is ever this device's. Never errors.
 */
export function otherCommands$(deps: CommandRecorderDeps): Observable<ActivityEntry> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const statuses$ = deps.replies$.pipe(
    filter((reply) => reply.command === PlayerCommand.Status),
    map((reply): Input => ({ t: 'status', group: reply.group, known: knownOfStatus(reply.response) })),
  );
  const requests$ = deps.messages$.pipe(
    map(readOtherRequest),
    filter((request): request is OtherRequest => request !== undefined),
    mergeMap((request) => {
      const kind = commandKindOf(request.command);
      return kind ? [{ t: 'request', request, kind } as Input] : [];
    }),
  );
  const raw$ = merge(statuses$, requests$).pipe(
    scan(
      (acc, input) => {
        const group = input.t === 'status' ? input.group : input.request.group;
        const before = acc.known.get(group) ?? {};
        if (input.t === 'status') {
          acc.known.set(group, { ...before, ...input.known });
          return { known: acc.known, entry: undefined };
        }
        const { request, kind } = input;
        const field = FIELD[kind];
        const to = kind === 'timetable' || kind === 'play' || kind === 'pause' ? undefined : request.args[0];
        if (field && to !== undefined) acc.known.set(group, { ...before, [field]: to });
        const from = field ? before[field] : undefined;
        const entry: ActivityEntry = {
          at: scheduler.now(),
          group,
          kind,
          actor: deps.actorOf(request.fromUserId),
          ...(from !== undefined ? { from } : {}),
          ...(to !== undefined ? { to } : {}),
          ...deps.namesOf(group),
        };
        return { known: acc.known, entry };
      },
      { known: new Map<string, Known>(), entry: undefined as ActivityEntry | undefined },
    ),
    map((acc) => acc.entry),
    filter((entry): entry is ActivityEntry => entry !== undefined),
  );
  return raw$.pipe(
    // A burst of one change to one zone: its group lasts until ACTIVITY_LOG_BURST_MS pass without another.
    groupBy((entry) => `${entry.group} ${entry.kind}`, {
      duration: (burst$) => burst$.pipe(debounceTime(ACTIVITY_LOG_BURST_MS, scheduler)),
    }),
    // mergeMap: bursts of different zones and kinds run side by side.
    mergeMap((burst$) => burst$.pipe(reduce((first, last): ActivityEntry => withFrom(last, first.from)))),
  );
}

/** `entry` with `from` in place of its own (none when `from` is undefined). */
function withFrom(entry: ActivityEntry, from: string | undefined): ActivityEntry {
  const copy: { -readonly [K in keyof ActivityEntry]: ActivityEntry[K] } = { ...entry };
  if (from === undefined) delete copy.from;
  else copy.from = from;
  return copy;
}

/** A zone as the overview sees it at one moment: its names, its state, whether it needs attention, its downloads. */
export interface ZoneSeen {
  readonly group: string;
  readonly names: ZoneNames;
  readonly mode: ZoneMode;
  readonly attention: boolean;
  /** True when its player's downloads are complete; `undefined` while not known. */
  readonly downloadsDone?: boolean;
}

/** The last state the log saw of a zone (kept between visits: the "since you last looked" baseline). */
export interface ZoneMark {
  readonly group: string;
  readonly mode: ZoneMode;
  readonly attention: boolean;
  readonly downloadsDone?: boolean;
  /** When it was last seen so (ms since the epoch). */
  readonly at: number;
  /**
   * When this browser first saw the zone (ms since the epoch), kept through all its later marks: its day's
   * first mode starts here. Absent in a mark kept before it was recorded (its `at` stands in).
   */
  readonly first?: number;
}

/** A snapshot's outcome: the entries it makes and the marks it changes (to keep). */
export interface StateChanges {
  readonly entries: readonly ActivityEntry[];
  readonly marks: readonly ZoneMark[];
}

/** The kind of a change of mode, or `undefined` when the mode is the same. */
function modeKind(from: ZoneMode, to: ZoneMode): StateKind | undefined {
  if (from === to) return undefined;
  if (to === 'offline' || to === 'not-answering') return to;
  if (from === 'offline' || from === 'not-answering') return 'back';
  return to;
}

/** The entries `seen` makes against `mark` (none without a mark); `missed` marks a first sight. */
export function changesOf(
  mark: ZoneMark | undefined,
  seen: ZoneSeen,
  at: number,
  missed: boolean,
): ActivityEntry[] {
  if (!mark) return [];
  const base = {
    at,
    group: seen.group,
    actor: 'seen' as const,
    ...seen.names,
    ...(missed ? { missed } : {}),
  };
  const entries: ActivityEntry[] = [];
  const kind = modeKind(mark.mode, seen.mode);
  if (kind) entries.push({ ...base, kind, from: mark.mode, to: seen.mode });
  // Offline and not answering are reasons of their own: their entry says it. A player's health that
  // just became known (its first answer since the overview opened) is no change.
  else if (
    mark.attention !== seen.attention &&
    !(mark.downloadsDone === undefined && seen.downloadsDone !== undefined)
  )
    entries.push({ ...base, kind: seen.attention ? 'attention' : 'attention-over' });
  if (mark.downloadsDone === false && seen.downloadsDone === true)
    entries.push({ ...base, kind: 'downloads-complete' });
  return entries;
}

/** True when `seen` says something `mark` does not. */
const differs = (mark: ZoneMark | undefined, seen: ZoneSeen): boolean =>
  !mark ||
  mark.mode !== seen.mode ||
  mark.attention !== seen.attention ||
  (seen.downloadsDone !== undefined && mark.downloadsDone !== seen.downloadsDone);

/**
 * The state changes of the zones the overview sees (docs/design.md "Activity log"): each snapshot of zones (those
 * that changed, or all) is compared zone by zone with the zone's last mark; a change is one entry, made
 * once (the same state seen again makes none). A zone's first sight is compared with `stored`, the marks
 * kept from earlier visits, and what differs is recorded as `missed` (it happened while no one watched).
 * Emits only snapshots that change something. Never errors.
 */
export function stateChanges$(
  seen$: Observable<readonly ZoneSeen[]>,
  stored: ReadonlyMap<string, ZoneMark>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<StateChanges> {
  return seen$.pipe(
    scan(
      (acc, zones) => {
        const at = scheduler.now();
        const entries: ActivityEntry[] = [];
        const marks: ZoneMark[] = [];
        for (const seen of zones) {
          const current = acc.marks.get(seen.group);
          const mark = current ?? stored.get(seen.group);
          if (!differs(mark, seen)) {
            if (!current && mark) acc.marks.set(seen.group, mark);
            continue;
          }
          entries.push(...changesOf(mark, seen, at, !current));
          const next: ZoneMark = {
            group: seen.group,
            mode: seen.mode,
            attention: seen.attention,
            at,
            first: mark?.first ?? mark?.at ?? at,
            ...((seen.downloadsDone ?? mark?.downloadsDone) !== undefined
              ? { downloadsDone: seen.downloadsDone ?? mark?.downloadsDone }
              : {}),
          };
          acc.marks.set(seen.group, next);
          marks.push(next);
        }
        return { marks: acc.marks, out: { entries, marks } };
      },
      { marks: new Map<string, ZoneMark>(), out: { entries: [], marks: [] } as StateChanges },
    ),
    map((acc) => acc.out),
    filter((out) => out.marks.length > 0),
  );
}

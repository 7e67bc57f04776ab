import {
  asyncScheduler,
  distinctUntilChanged,
  filter,
  map,
  of,
  scan,
  skip,
  skipWhile,
  startWith,
  switchMap,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { CONNECTION_STALE_MS } from '../../config/timing';
import type { HubState } from '../hub/types';

/**
 * The one rule for statuses that may be out of date (docs/design.md "Honest about the connection"), for the
 * player screens and the overview alike: true once the hub has not been Connected for more than
 * CONNECTION_STALE_MS, false as soon as it is Connected again. Starts with the current answer.
 */
export function linkLost$(
  state$: Observable<HubState>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<boolean> {
  return state$.pipe(
    map((state) => state.kind === 'connected'),
    distinctUntilChanged(),
    // switchMap: each change of the link restarts (or cancels) the CONNECTION_STALE_MS wait.
    switchMap((connected) =>
      connected
        ? of(false)
        : timer(CONNECTION_STALE_MS, scheduler).pipe(
            map(() => true),
            startWith(false),
          ),
    ),
    distinctUntilChanged(),
  );
}

/** Where a link stands for {@link linkDown$}: up, lost after having been up, or not up yet. */
type LinkStand = 'up' | 'down' | 'waiting';

/**
 * Whether to say the link is down (docs/design.md "Honest about the connection"), for the overview's banner and
 * actions: true the moment the hub, once Connected, is no longer (its socket closed, or a silent link (a
 * missed pong) closed by the hub client), and when the hub says it is Disconnected; before the first
 * connection, once it has not come for CONNECTION_STALE_MS (a slow first connection is not a loss); false
 * as soon as it is Connected again. Starts with the current answer.
 */
export function linkDown$(
  state$: Observable<HubState>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<boolean> {
  return state$.pipe(
    scan(
      (was: { stand: LinkStand; seen: boolean }, state: HubState) => {
        const seen = was.seen || state.kind === 'connected';
        const stand: LinkStand =
          state.kind === 'connected' ? 'up' : seen || state.kind === 'disconnected' ? 'down' : 'waiting';
        return { stand, seen };
      },
      { stand: 'waiting', seen: false },
    ),
    map(({ stand }) => stand),
    distinctUntilChanged(),
    // switchMap: each change of the link restarts (or cancels) the first connection's CONNECTION_STALE_MS wait.
    switchMap((stand) =>
      stand === 'waiting'
        ? timer(CONNECTION_STALE_MS, scheduler).pipe(
            map(() => true),
            startWith(false),
          )
        : of(stand === 'down'),
    ),
    distinctUntilChanged(),
  );
}

/**
 * Emits the connectionId each time the hub is Connected again after having been Connected (a recovery or
 * a reconnect), and when it reports a new connection while Connected: the moments to ask for status again.
 */
export function linkRestored$(state$: Observable<HubState>): Observable<string> {
  return state$.pipe(
    map((state) => (state.kind === 'connected' ? state.connectionId : null)),
    distinctUntilChanged(),
    skipWhile((connection) => connection === null),
    skip(1),
    filter((connection): connection is string => connection !== null),
  );
}

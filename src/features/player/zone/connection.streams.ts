import {
  asyncScheduler,
  combineLatest,
  distinctUntilChanged,
  filter,
  fromEvent,
  ignoreElements,
  map,
  merge,
  shareReplay,
  startWith,
  switchMap,
  takeUntil,
  tap,
  timer,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { WAKE_CHECK_MS } from '../../../config/timing';
import type { HubState } from '../../../lib/hub/types';
import { linkLost$, linkRestored$ } from '../../../lib/zone/link.streams';
import type { TimedStatus } from '../../../lib/zone/zone.streams';

/** What the player screens say about the link (docs/design.md "Honest about the connection"). */
export interface ConnectionView {
  /** The hub has not been Connected for more than CONNECTION_STALE_MS: the banner says it is reconnecting. */
  readonly reconnecting: boolean;
  /** The now-playing data may be out of date: shown with the banner, and until a fresh status arrives. */
  readonly stale: boolean;
}

/** The view while all is well. */
export const CONNECTION_OK: ConnectionView = { reconnecting: false, stale: false };

/** What {@link connectionView$} watches. */
export interface ConnectionDeps {
  /** The hub's connection state (replays the current state). */
  readonly state$: Observable<HubState>;
  /** The zone's statuses with their arrival time (scheduler ms); may replay the latest. */
  readonly timedStatus$: Observable<TimedStatus>;
  /** The tab came back to the foreground or the browser came back online ({@link wakeEvents$}). */
  readonly wake$: Observable<unknown>;
  /** Asks the player for its status now. */
  requestStatus(): void;
  readonly scheduler?: SchedulerLike;
}

/**
 * Connection honesty (docs/design.md "Honest about the connection"). `reconnecting` turns true once the hub
 * has not been Connected for more than CONNECTION_STALE_MS, and false as soon as it is Connected again.
 * On every return to Connected after the first (a recovery or a reconnect), and whenever the hub reports
 * a new connection while Connected (a recovery that found its hub connection lost), status is requested at
 * once. On a wake (tab shown, browser online) while Connected, status is requested at once, which also
 * checks the link: a status that has not arrived within WAKE_CHECK_MS marks the data stale. `stale` is true while
 * reconnecting and stays true after it until a status arrives. Subscribing runs the status requests.
 */
export function connectionView$(deps: ConnectionDeps): Observable<ConnectionView> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const connected$ = deps.state$.pipe(
    map((state) => state.kind === 'connected'),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const reconnecting$ = linkLost$(deps.state$, scheduler).pipe(
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  // Connected again after having been connected (a recovery or a reconnect), or on a new connection.
  const restored$ = linkRestored$(deps.state$);
  const woke$ = deps.wake$.pipe(
    withLatestFrom(connected$),
    filter(([, connected]) => connected),
    map(() => scheduler.now()),
  );
  const arrivals$ = (since: number) => deps.timedStatus$.pipe(filter((timed) => timed.receivedAt >= since));
  const refresh$ = merge(restored$, woke$).pipe(
    tap(() => deps.requestStatus()),
    ignoreElements(),
  );
  const late$ = woke$.pipe(
    // switchMap: a newer wake restarts the WAKE_CHECK_MS check.
    switchMap((at) =>
      timer(WAKE_CHECK_MS, scheduler).pipe(
        map(() => true),
        takeUntil(arrivals$(at)),
      ),
    ),
  );
  const fresh$ = deps.timedStatus$.pipe(
    withLatestFrom(reconnecting$),
    filter(([, reconnecting]) => !reconnecting),
    map(() => false),
  );
  const stale$ = merge(reconnecting$.pipe(filter(Boolean)), late$, fresh$).pipe(
    startWith(false),
    distinctUntilChanged(),
  );
  return merge(
    refresh$,
    combineLatest([reconnecting$, stale$]).pipe(
      map(([reconnecting, stale]): ConnectionView => ({ reconnecting, stale: reconnecting || stale })),
      distinctUntilChanged((a, b) => a.reconnecting === b.reconnecting && a.stale === b.stale),
    ),
  );
}

/** The browser's wake signals: the document becomes visible again, or the window comes back online. */
export function wakeEvents$(doc: Document, win: Window): Observable<unknown> {
  return merge(
    fromEvent(doc, 'visibilitychange').pipe(filter(() => doc.visibilityState === 'visible')),
    fromEvent(win, 'online'),
  );
}

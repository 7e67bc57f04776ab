import {
  BehaviorSubject,
  Subject,
  asyncScheduler,
  distinctUntilChanged,
  map,
  mergeMap,
  scan,
  timer,
  merge,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { TOAST_MS } from '../../config/timing';

/** Notification kinds of spec §8; each shows TOAST_MS with its own style and no action label. */
export type NotificationKind = 'success' | 'error' | 'info' | 'warning';

/** A translatable message: a react-intl descriptor (`{ id, defaultMessage }` from a feature's texts.ts). */
export interface TextRef {
  readonly id: string;
  readonly defaultMessage?: unknown;
}

/** One toast: the message and its values (e.g. a playlist name). */
export interface AppNotification {
  readonly id: number;
  readonly kind: NotificationKind;
  readonly message: TextRef;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The notification service: `notify` to show, `visible$` for what is on screen now (oldest first). */
export interface Notifier {
  notify(kind: NotificationKind, message: TextRef, values?: Readonly<Record<string, string | number>>): void;
  readonly visible$: Observable<readonly AppNotification[]>;
}

/** What makes two toasts the same: kind, message and values. */
function sameToast(a: AppNotification, b: AppNotification): boolean {
  return (
    a.kind === b.kind &&
    a.message.id === b.message.id &&
    JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {})
  );
}

/** A notifier and the end of its work: `stop()` cancels the expiry of the toasts on screen (the app is gone). */
export interface OwnedNotifier extends Notifier {
  stop(): void;
}

/**
 * Creates the notifier; each toast is removed TOAST_MS after it was shown. The same toast never shows
 * twice at once: a repeat replaces the one on screen (moved to the end, its TOAST_MS starting again).
 * The list is kept from the start, whoever looks: `visible$` replays it, so a toast asked for before the
 * toasts' code has loaded (docs/design.md "What loads when") shows once it has, for the rest of its TOAST_MS.
 */
export function createNotifier(scheduler: SchedulerLike = asyncScheduler): OwnedNotifier {
  const shown = new Subject<AppNotification>();
  let nextId = 1;
  type Change = { add: AppNotification } | { remove: number };
  const changes$: Observable<Change> = merge(
    shown.pipe(map((add) => ({ add }))),
    // mergeMap: every toast has its own independent expiry.
    shown.pipe(mergeMap((n) => timer(TOAST_MS, scheduler).pipe(map(() => ({ remove: n.id }))))),
  );
  const visible = new BehaviorSubject<readonly AppNotification[]>([]);
  const keeping = changes$
    .pipe(
      scan<Change, readonly AppNotification[]>(
        (list, change) =>
          'add' in change
            ? [...list.filter((n) => !sameToast(n, change.add)), change.add]
            : list.some((n) => n.id === change.remove)
              ? list.filter((n) => n.id !== change.remove)
              : list,
        [],
      ),
    )
    .subscribe((list) => visible.next(list));
  return {
    notify: (kind, message, values) => shown.next({ id: nextId++, kind, message, values }),
    // A replaced toast's own expiry changes nothing.
    visible$: visible.pipe(distinctUntilChanged()),
    stop: () => keeping.unsubscribe(),
  };
}

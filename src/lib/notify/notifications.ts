import {
  Subject,
  asyncScheduler,
  map,
  mergeMap,
  scan,
  startWith,
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

/** Creates the notifier; each toast is removed TOAST_MS after it was shown. */
export function createNotifier(scheduler: SchedulerLike = asyncScheduler): Notifier {
  const shown = new Subject<AppNotification>();
  let nextId = 1;
  type Change = { add: AppNotification } | { remove: number };
  const changes$: Observable<Change> = merge(
    shown.pipe(map((add) => ({ add }))),
    // mergeMap: every toast has its own independent expiry.
    shown.pipe(mergeMap((n) => timer(TOAST_MS, scheduler).pipe(map(() => ({ remove: n.id }))))),
  );
  const visible$ = changes$.pipe(
    scan<Change, readonly AppNotification[]>(
      (list, change) =>
        'add' in change ? [...list, change.add] : list.filter((n) => n.id !== change.remove),
      [],
    ),
    startWith([] as readonly AppNotification[]),
  );
  return {
    notify: (kind, message, values) => shown.next({ id: nextId++, kind, message, values }),
    visible$,
  };
}

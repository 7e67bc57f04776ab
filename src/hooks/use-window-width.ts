import { useObservable, useObservableState } from 'observable-hooks';
import {
  debounceTime,
  defer,
  fromEvent,
  map,
  of,
  startWith,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { RESIZE_DEBOUNCE_MS } from '../config/timing';
import { useServices } from './services-context';

/** The width assumed where there is no window (server-side or a test without a DOM). */
const NO_WINDOW_WIDTH = 1280;

/**
 * The inner width of `win` in px: read at subscription, then again once resizing has paused for
 * RESIZE_DEBOUNCE_MS (spec §9 page sizes follow the layout).
 */
export function windowWidth$(win: Window | undefined, scheduler: SchedulerLike): Observable<number> {
  if (!win) return of(NO_WINDOW_WIDTH);
  return defer(() =>
    fromEvent(win, 'resize').pipe(
      debounceTime(RESIZE_DEBOUNCE_MS, scheduler),
      map(() => win.innerWidth),
      startWith(win.innerWidth),
    ),
  );
}

/** The window's inner width in px, following resizes (paginators: spec §9 page sizes). */
export function useWindowWidth(): number {
  const { scheduler } = useServices();
  const width$ = useObservable(() => windowWidth$(globalThis.window, scheduler));
  return useObservableState(width$, () => globalThis.window?.innerWidth ?? NO_WINDOW_WIDTH);
}

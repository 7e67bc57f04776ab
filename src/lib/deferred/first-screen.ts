import { BehaviorSubject, distinctUntilChanged, filter, map, take, type Observable } from 'rxjs';

/**
 * How far a mounted app's first screen has come: `loading` (its code, or its language file, is on the
 * way), `committed` (React has put it in the DOM, or taken over the prerendered copy of it, and the
 * browser has not painted that yet), `painted` (the browser has drawn a frame of it).
 */
export type FirstScreenStage = 'loading' | 'committed' | 'painted';

/**
 * The first-screen hand-over of one mounted app (docs/design.md "What loads when"): the screen that shows first
 * reports its commit and its paint; what the first screen does not need (the REST and hub clients, the
 * signed-in chrome) waits for `painted`, and the mount lets the prerendered copy go on `committed`.
 */
export interface FirstScreen {
  /** The stage now, then each later one (the current one replayed to a late subscriber). */
  readonly stage$: Observable<FirstScreenStage>;
  /** Emits once (then completes) when the first screen has painted. */
  readonly painted$: Observable<void>;
  /** Reported from a layout effect of the first screen (a route or the error view). Idempotent. */
  committed(): void;
  /** Reported once the browser has drawn the committed screen. Idempotent; implies `committed`. */
  painted(): void;
}

const ORDER: readonly FirstScreenStage[] = ['loading', 'committed', 'painted'];

/** Creates the first-screen hand-over of one app; stages only move forward. */
export function createFirstScreen(): FirstScreen {
  const stage = new BehaviorSubject<FirstScreenStage>('loading');
  const advance = (next: FirstScreenStage) => {
    if (ORDER.indexOf(next) <= ORDER.indexOf(stage.value)) return;
    stage.next(next);
  };
  const stage$ = stage.pipe(distinctUntilChanged());
  return {
    stage$,
    painted$: stage$.pipe(
      filter((s) => s === 'painted'),
      take(1),
      map(() => undefined),
    ),
    committed: () => advance('committed'),
    painted: () => advance('painted'),
  };
}

/**
 * Reports `painted` after the next frame (at once in a hidden tab, which draws no frames): call it once
 * the first screen has committed.
 */
export function reportPaintAfterFrame(firstScreen: FirstScreen): void {
  if (document.visibilityState === 'hidden') firstScreen.painted();
  else requestAnimationFrame(() => setTimeout(firstScreen.painted));
}

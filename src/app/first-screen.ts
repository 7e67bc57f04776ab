import { from, type Observable } from 'rxjs';

let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => (markPainted = resolve));

/**
 * Emits once (then completes) after the page's first screen has painted: the first route screen's code
 * has loaded, React has committed it and the browser has drawn a frame. What the first screen does not
 * need (the REST and hub clients, the signed-in chrome) waits for it, so it never competes with the
 * screen's own code and language file on a slow link (README "What loads when").
 */
export const firstScreenPainted$: Observable<void> = from(painted);

/**
 * Called by a route screen once committed: the next frame paints it, so {@link firstScreenPainted$}
 * emits right after that frame (at once in a hidden tab, which draws no frames). Idempotent.
 */
export function markFirstScreen(): void {
  if (document.visibilityState === 'hidden') markPainted();
  else requestAnimationFrame(() => setTimeout(markPainted));
}

/** Callbacks waiting for the first route screen's commit ({@link whenFirstScreenCommits}). */
const onFirstCommit: (() => void)[] = [];
let firstCommitted = false;

/**
 * Runs `callback` once the page's first route screen has committed, before the browser paints it (at
 * once when it already has): the moment a prerendered copy of that screen (src/embed/prerendered.ts) can
 * give way to it within one frame.
 */
export function whenFirstScreenCommits(callback: () => void): void {
  if (firstCommitted) callback();
  else onFirstCommit.push(callback);
}

/** Called by a route screen from a layout effect: its DOM is in and not yet painted. Idempotent. */
export function firstScreenCommitted(): void {
  if (firstCommitted) return;
  firstCommitted = true;
  for (const callback of onFirstCommit.splice(0)) callback();
}

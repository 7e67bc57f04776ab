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

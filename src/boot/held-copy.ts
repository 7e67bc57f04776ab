import { isChunkLoadError } from '../lib/deferred/chunk-error';

/**
 * The attribute of the notice beside the first screen rendered at build time (scripts/prerender.ts,
 * rendered hidden from ./screen-unavailable.tsx): shown while that screen's code cannot be fetched.
 */
export const SCREEN_UNAVAILABLE_ATTRIBUTE = 'data-screen-unavailable';

/** The copy rendered at build time that the app will take over. */
export interface HeldCopy {
  /** The app's wrapper holding the copy and its notice. */
  readonly wrapper: HTMLElement;
  /** The app's root element in it, holding the screen. */
  readonly root: HTMLElement;
}

/**
 * Fetches the code of the first screen (`load`, its lazy import) before the app takes over its copy
 * rendered at build time (docs/design.md "What loads when"), so that a hydration never starts without it: React
 * would otherwise replace the copy, and what was typed into it, with the route error view. While the
 * code cannot be fetched (a failed chunk request, or one that outlasted CHUNK_LOAD_TIMEOUT_MS), the copy
 * stays as it is, its fields still taking keystrokes, and its notice shows why with Retry, which fetches
 * again. Resolves once the code is in; also on any other error, or when the copy has no notice, for the
 * app to show (the route error view). The focus, when in the notice, goes back to the field last used.
 */
export function loadBeforeTakeover(copy: HeldCopy, load: () => Promise<unknown>): Promise<void> {
  const notice = copy.wrapper.querySelector<HTMLElement>(`[${SCREEN_UNAVAILABLE_ATTRIBUTE}]`);
  const retry = notice?.querySelector('button');
  let lastField: HTMLElement | null = null;
  const remember = (event: FocusEvent) => (lastField = event.target as HTMLElement);
  copy.root.addEventListener('focusin', remember);
  return new Promise<void>((resolve) => {
    let attempting = false;
    const done = () => {
      copy.root.removeEventListener('focusin', remember);
      const focusInNotice = !!notice?.contains(document.activeElement);
      notice?.remove();
      if (focusInNotice) (lastField ?? copy.root.querySelector('input'))?.focus();
      resolve();
    };
    const attempt = () => {
      attempting = true;
      retry?.setAttribute('aria-busy', 'true');
      load().then(done, (error: unknown) => {
        attempting = false;
        if (!notice || !retry || !isChunkLoadError(error)) return done();
        retry.removeAttribute('aria-busy');
        notice.hidden = false;
      });
    };
    retry?.addEventListener('click', () => {
      if (!attempting) attempt();
    });
    attempt();
  });
}

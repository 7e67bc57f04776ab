/**
 * The attribute of the prerendered first screen: the app's wrapper (`.player-remote-host`) holding the
 * login screen as the build rendered it with React (scripts/prerender.ts), which a page script of
 * index.html (src/boot/page/prerendered.ts) puts in `#player-remote` for the visit's language while the
 * bundle loads (README "What loads when"). It stays until the live app has taken that markup over
 * (hydrated it); while it is there, the page script keeps the form from submitting natively.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The wrapper and app root of a prerendered first screen. */
export interface Prerendered {
  /** The app's wrapper, `element`'s child: the live app's container. */
  readonly wrapper: HTMLElement;
  /** The app's root element in it, holding the server-rendered markup to hydrate. */
  readonly root: HTMLElement;
}

/**
 * The prerendered first screen in `element` (a direct child wrapper marked {@link PRERENDERED_ATTRIBUTE}
 * with an element of class `rootClass` in it), or undefined when there is none.
 */
export function findPrerendered(element: HTMLElement, rootClass: string): Prerendered | undefined {
  const wrapper = element.querySelector<HTMLElement>(`:scope > [${PRERENDERED_ATTRIBUTE}]`);
  const root = wrapper?.querySelector<HTMLElement>(`:scope > .${rootClass}`);
  return wrapper && root ? { wrapper, root } : undefined;
}

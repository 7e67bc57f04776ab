import { whenFirstScreenCommits } from '../app/first-screen';

/**
 * The attribute of the prerendered first screen: the static copy of the login screen that the build
 * writes into index.html per language (scripts/prerender.ts) and that a script of the page shows, for
 * the visit's language, while the bundle loads (README "What loads when").
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * While the static copy shows, the live app lies over it, transparent and letting pointers through: laid
 * out and focusable (a field's autofocus works), never seen. Inline styles set through the CSSOM, which a
 * strict `style-src` allows.
 */
const UNDER_PRERENDERED: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  top: '0',
  left: '0',
  right: '0',
  opacity: '0',
  pointerEvents: 'none',
};

/**
 * Hands `element`'s prerendered first screen over to the live app: `live` (the app's wrapper) stays
 * transparent until the first route screen commits, then, before that frame paints, the static copy goes
 * and the live app shows, so the screen never blanks or jumps. Returns the function that removes the
 * static copy at once (for an unmount before that). Nothing to do when `element` holds no prerendered
 * screen.
 */
export function replacePrerendered(element: HTMLElement, live: HTMLElement): () => void {
  const prerendered = element.querySelector(`:scope > [${PRERENDERED_ATTRIBUTE}]`);
  if (!prerendered) return () => undefined;
  Object.assign(live.style, UNDER_PRERENDERED);
  whenFirstScreenCommits(() => {
    prerendered.remove();
    live.removeAttribute('style');
  });
  return () => prerendered.remove();
}

import { createContext, useContext } from 'react';

/**
 * The document or shadow root the app renders in (provided by src/app/app.tsx). Look elements up by id
 * and listen for keys through it, never through `document`: inside a host page's `<player-remote>` the
 * app lives in a shadow root, where `document.getElementById` finds nothing and a keydown heard on
 * `document` is retargeted to the host element.
 */
export const RootNodeContext = createContext<Document | ShadowRoot | null>(null);

/**
 * The app's document or shadow root; `document` outside a provider (component tests). The build's
 * server rendering (scripts/prerender.ts) has no document: there it is undefined, so use it in effects
 * and handlers, never while rendering.
 */
export function useRootNode(): Document | ShadowRoot {
  return useContext(RootNodeContext) ?? (globalThis.document as Document);
}

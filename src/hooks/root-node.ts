import { createContext, useContext } from 'react';

/**
 * The document or shadow root the app renders in (provided by src/app/app.tsx). Look elements up by id
 * and listen for keys through it, never through `document`: inside a host page's `<player-remote>` the
 * app lives in a shadow root, where `document.getElementById` finds nothing and a keydown heard on
 * `document` is retargeted to the host element.
 */
export const RootNodeContext = createContext<Document | ShadowRoot | null>(null);

/** The app's document or shadow root; `document` outside a provider (component tests). */
export function useRootNode(): Document | ShadowRoot {
  return useContext(RootNodeContext) ?? document;
}

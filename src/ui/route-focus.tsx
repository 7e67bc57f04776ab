import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

import { ROUTE_FOCUS } from './route-focus-mark';

/** Whether focus is nowhere in particular: on the body, or on an element the last screen took away. */
function focusIsLost(root: HTMLElement): boolean {
  const scope = root.getRootNode() as Document | ShadowRoot;
  const active = scope.activeElement;
  return !active || active === root.ownerDocument.body || !active.isConnected;
}

/**
 * Focus after navigation (WCAG 2.4.3): once a new route's screen is in (lazy screens arrive later: it
 * watches until then), focus moves to its `[data-route-focus]` element, or else to its first `h1` (made
 * focusable with tabindex -1), so a screen reader announces the new page and Tab starts from it; while
 * the screen arrives in steps it follows, until the user presses a key or the pointer. Only when focus
 * is lost (on the body, or on an element of the screen that left): it never takes focus from where the
 * user put it. On the first screen of a visit only a `[data-route-focus]` element is focused.
 */
export function RouteFocus({ root }: { root: HTMLElement | undefined }) {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (!root) return;
    const target = () =>
      root.querySelector<HTMLElement>(`[${ROUTE_FOCUS}]`) ??
      (initial ? null : root.querySelector<HTMLElement>('h1'));
    const place = () => {
      const element = target();
      if (!element || !focusIsLost(root)) return;
      if (element.tagName === 'H1' && !element.hasAttribute('tabindex')) element.tabIndex = -1;
      element.focus({ preventScroll: true });
    };
    place();
    // A screen may arrive in steps (a loading view, then its content): focus follows until the user acts.
    const observer = new MutationObserver(place);
    observer.observe(root, { childList: true, subtree: true });
    const stop = () => observer.disconnect();
    const scope = root.getRootNode() as Document | ShadowRoot;
    scope.addEventListener('pointerdown', stop, { once: true, capture: true });
    scope.addEventListener('keydown', stop, { once: true, capture: true });
    return () => {
      stop();
      scope.removeEventListener('pointerdown', stop, { capture: true });
      scope.removeEventListener('keydown', stop, { capture: true });
    };
  }, [location, root]);
  return null;
}

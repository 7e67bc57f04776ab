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
 * the screen arrives in steps it follows (a heading that leaves with a loading view), until the user
 * presses a key or the pointer, or focus is on the screen's `[data-route-focus]` element. Only when focus
 * is lost (on the body, or on an element of the screen that left): it never takes focus from where the
 * user put it, and looks for nothing while focus is not lost. On the first screen of a visit only a
 * `[data-route-focus]` element is focused.
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
    // A screen may arrive in steps (a loading view, then its content): focus follows until the user acts,
    // or until it is on the screen's own mark. Each change of the screen (a list's every frame) first asks
    // whether focus is lost, which reads one property, and looks for a target only then.
    const observer = new MutationObserver(() => place());
    const stop = () => observer.disconnect();
    const place = () => {
      if (!focusIsLost(root)) return;
      const element = target();
      if (!element) return;
      if (element.tagName === 'H1' && !element.hasAttribute('tabindex')) element.tabIndex = -1;
      element.focus({ preventScroll: true });
      if (element.hasAttribute(ROUTE_FOCUS) && !focusIsLost(root)) stop();
    };
    observer.observe(root, { childList: true, subtree: true });
    place();
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

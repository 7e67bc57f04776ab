/**
 * The attribute of the prerendered first screen: the app's wrapper (`.player-remote-host`) holding the
 * login screen as the build rendered it with React (scripts/prerender.ts), which a page script of
 * index.html (src/boot/page/prerendered.ts) puts in `#player-remote` for the visit's language while the
 * bundle loads (docs/design.md "What loads when"). It stays until the live app has taken that markup over
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

/**
 * The attribute of the signed-in skeleton: the app's wrapper holding a skeleton of the screen a signed-in
 * visit opens on (the now-playing screen), rendered at build time (scripts/prerender.ts), which a page
 * script of index.html (src/boot/page/prerendered.ts) paints before the app's scripts have run. Unlike
 * the login's copy it is not taken over: the live app renders its screen beside it and removes it in the
 * same animation frame (src/embed/mount.tsx). Its `<template>`s carry it too, valued by language (or `style`).
 */
export const SKELETON_ATTRIBUTE = 'data-skeleton';

/**
 * The attribute that names a part of the signed-in skeleton after the screen's part it stands for: the build
 * writes the skeleton's `data-testid`s as this, so a test finds the screen's parts by their test ids and
 * the skeleton's by this one.
 */
export const SKELETON_TEST_ID = 'data-skeleton-testid';

/** The signed-in skeleton's wrapper in `element` (a direct child marked {@link SKELETON_ATTRIBUTE}), if any. */
export function findSkeleton(element: HTMLElement): HTMLElement | undefined {
  return element.querySelector<HTMLElement>(`:scope > [${SKELETON_ATTRIBUTE}]`) ?? undefined;
}

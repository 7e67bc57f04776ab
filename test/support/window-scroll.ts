/**
 * jsdom lays nothing out and scrolls nothing: `window.scrollTo` only reports "not implemented",
 * `scrollY` stays 0 and the document is 0 px tall. This gives the window a scroll position that
 * `scrollTo` moves (within the document's height, which the test tells: `documentHeight()` in px) and
 * announces with a `scroll` event in the next frame, as a browser does, so a list that renders only the rows near the
 * view (a window virtualiser) can be followed in a component test. Returns the position.
 */
export function installWindowScroll(documentHeight: () => number, win: Window = window): { y(): number } {
  let y = 0;
  const root = win.document.documentElement;
  Object.defineProperty(root, 'scrollHeight', {
    configurable: true,
    get: () => Math.max(win.innerHeight, documentHeight()),
  });
  const move = (top: number | undefined) => {
    if (top === undefined || Number.isNaN(top)) return;
    y = Math.min(Math.max(0, top), root.scrollHeight - win.innerHeight);
    // As a browser does: the position changes at once, the event comes with the next frame.
    win.requestAnimationFrame(() => win.dispatchEvent(new Event('scroll')));
  };
  for (const name of ['scrollY', 'pageYOffset'] as const)
    Object.defineProperty(win, name, { configurable: true, get: () => y });
  win.scrollTo = ((a?: ScrollToOptions | number, b?: number) =>
    move(typeof a === 'object' ? a.top : b)) as typeof win.scrollTo;
  return { y: () => y };
}

import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrolling: its window.scrollTo only reports "not implemented". The
// overview's virtual list scrolls the window; here that does nothing (the browser tests scroll for real).
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
// Nor does it draw: a canvas has no context here (the overview's status map then draws nothing, and keeps
// what it would draw in its data attributes).
if (typeof HTMLCanvasElement !== 'undefined') HTMLCanvasElement.prototype.getContext = () => null;
// Component tests wait on the screen's states (`waitFor`, `findBy…`), which come as soon as the work is
// done; the library's default of one second to wait for them is short for a busy two-core machine running
// every test file at once, so such waits may take up to five (the unit project allows a test more: jest.config.js).
if (typeof document !== 'undefined')
  (require('@testing-library/dom') as typeof import('@testing-library/dom')).configure({
    asyncUtilTimeout: 5_000,
  });
// A React state update outside `act` means a test asserted before the screen caught up with what it
// did (or after, by luck): React only warns about it, so a component test fails on that warning.
if (typeof document !== 'undefined') {
  const outsideAct: string[] = [];
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('not wrapped in act('))
      outsideAct.push(String(args[1] ?? ''));
    consoleError(...args);
  };
  afterEach(() => {
    const components = outsideAct.splice(0);
    if (components.length)
      throw new Error(`React updated ${components.join(', ')} outside act(): wrap what triggers it in act()`);
  });
}

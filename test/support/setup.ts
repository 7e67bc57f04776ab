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

import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrolling: its window.scrollTo only reports "not implemented". The
// overview's virtual list scrolls the window; here that does nothing (the browser tests scroll for real).
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
// Nor does it draw: a canvas has no context here (the overview's status map then draws nothing, and keeps
// what it would draw in its data attributes).
if (typeof HTMLCanvasElement !== 'undefined') HTMLCanvasElement.prototype.getContext = () => null;

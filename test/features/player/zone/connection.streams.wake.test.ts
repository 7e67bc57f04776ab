/** @jest-environment jsdom */
import { wakeEvents$ } from '../../../../src/features/player/zone/connection.streams';

describe('wake events (docs/design.md "Honest about the connection": the tab returns to the foreground, the browser comes back online)', () => {
  it('emits when the document becomes visible and when the window comes online, not when it is hidden', () => {
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const seen: string[] = [];
    const subscription = wakeEvents$(document, window).subscribe((event) => seen.push((event as Event).type));
    document.dispatchEvent(new Event('visibilitychange'));
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    subscription.unsubscribe();
    window.dispatchEvent(new Event('online'));
    expect(seen).toEqual(['visibilitychange', 'online']);
  });
});

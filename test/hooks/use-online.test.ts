/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useOnline } from '../../src/hooks/use-online';

/** Sets what the browser says (`navigator.onLine`) and fires the event it fires. */
function goOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => goOnline(true));

describe('useOnline (docs/architecture.md §11)', () => {
  it('follows the browser going offline and online again', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => goOnline(false));
    expect(result.current).toBe(false);
    act(() => goOnline(true));
    expect(result.current).toBe(true);
  });

  it('starts offline when the browser is', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    expect(renderHook(() => useOnline()).result.current).toBe(false);
  });
});

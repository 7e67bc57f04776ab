import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback of stable identity that calls the latest `handler` (given at the last render), for handlers
 * a memoised child keeps while the state they read moves on.
 */
export function useLatest<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

import { useObservable, useObservableState } from 'observable-hooks';
import { switchMap } from 'rxjs';
import { useZone } from './zone-context';

/**
 * True while a command under one of `keys` (`commandKey` of zone.streams) waits for the player's reply:
 * the control shows itself busy (aria-busy) until then (docs/design.md "Honest about the connection").
 */
export function useBusy(keys: readonly string[]): boolean {
  const zone = useZone();
  const busy$ = useObservable(
    // switchMap: other keys (another track shown) replace the watch on the previous ones.
    (inputs$) => inputs$.pipe(switchMap(([joined]) => zone.busy$(joined.split('\n')))),
    [keys.join('\n')],
  );
  return useObservableState(busy$, false);
}

import { useObservableState } from 'observable-hooks';
import { debounceTime, fromEvent, map, of, startWith } from 'rxjs';

const width = () => globalThis.window?.innerWidth ?? 1280;
const width$ = globalThis.window
  ? fromEvent(window, 'resize').pipe(debounceTime(100), map(width), startWith(width()))
  : undefined;

/** The window's inner width in px, following resizes (paginators: spec §9 page sizes). */
export function useWindowWidth(): number {
  return useObservableState(width$ ?? of(1280), width());
}

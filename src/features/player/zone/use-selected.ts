import { useObservableEagerState } from 'observable-hooks';
import { useServices } from '../../../hooks/services-context';
import type { Selection } from '../../../lib/selection/selection';

/**
 * The player and zone the player area controls (src/lib/selection), for its screens. The area only renders
 * with a selection, so a screen without one is a bug: throws `Error`.
 */
export function useSelected(): Selection {
  const selected = useObservableEagerState(useServices().selection.selection$);
  if (!selected) throw new Error('useSelected() without a chosen player (outside the player area)');
  return selected;
}

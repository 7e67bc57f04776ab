import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useObservableState } from 'observable-hooks';
import { map } from 'rxjs';
import { useServices } from '../hooks/services-context';
import { whenIdle } from '../lib/deferred/deferred-module';

/** The toasts' code (src/ui/toasts.tsx), which the first screen does not need. */
const loadToasts = () =>
  import(/* webpackChunkName: "toasts" */ '../ui/toasts').then(({ Toasts }) => Toasts as ComponentType);

/**
 * The app's toasts, loaded when the browser is idle after the first screen has painted (README "What
 * loads when"): a toast asked for before that shows once they are in, as the notifier keeps its list.
 * A failed load (no network) is tried again at the next toast or waiting release; until then none shows,
 * and nothing else of the app is affected.
 */
export function DeferredToasts() {
  const { firstScreen, notifier, appUpdate, logger } = useServices();
  const painted$ = useMemo(() => firstScreen.painted$.pipe(map(() => true)), [firstScreen]);
  const painted = useObservableState(painted$, false);
  // Each change is a moment to try again after a failed load.
  const visible = useObservableState(notifier.visible$, []);
  const updateWaiting = useObservableState(appUpdate.waiting$, false);
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!painted || Toasts) return undefined;
    let live = true;
    const cancel = whenIdle(() =>
      loadToasts().then(
        (loaded) => live && setToasts(() => loaded),
        (error: unknown) => logger.warn('Player Remote: the toasts could not be loaded', error),
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [painted, Toasts, visible, updateWaiting, logger]);
  return Toasts ? <Toasts /> : null;
}

import { useObservable, useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { map, switchMap } from 'rxjs';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { formatClock } from '../../../lib/format/duration';
import { useServices } from '../../../hooks/services-context';
import { idleTexts } from './texts';
import { applyIdleEvent } from './idle-effects';
import { activity$, idle$ } from './idle.streams';

const Bar = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 900;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surface};
  border-top: 4px solid ${({ theme }) => theme.color.warning};
  box-shadow: 0 -6px 24px rgb(0 0 0 / 0.15);
  text-align: center;
  font-weight: 600;
`;

/**
 * The idle detector, mounted once for the whole app (spec §4 Idle): watches activity on the document
 * and the route, acts on each idle event (toast, redirect, logout flagged inactive) and shows the
 * visible countdown (IDLE_COUNTDOWN_MS) while it runs; otherwise a hidden `idle-watcher` mark.
 */
export function IdleWatcher() {
  const services = useServices();
  const { session, notifier, scheduler } = services;
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const path$ = useObservable((inputs$) => inputs$.pipe(map(([path]) => path)), [location]);
  const secondsLeft$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        // switchMap: one detector per navigate function (stable in practice: subscribed once).
        switchMap(([go]) => {
          const deps = {
            session,
            navigate: go,
            warn: () => notifier.notify('warning', idleTexts.warning),
          };
          return idle$({
            activity$: activity$(document, scheduler),
            path$,
            signedIn$: session.signedIn$,
            scheduler,
          }).pipe(map((event) => applyIdleEvent(event, deps)));
        }),
      ),
    [navigate],
  );
  const secondsLeft = useObservableState(secondsLeft$, null);
  // Until a countdown runs, a hidden mark tells that the detector is in (it loads after the first paint).
  if (secondsLeft === null) return <span hidden data-testid="idle-watcher" />;
  return (
    <Bar role="timer" aria-atomic="true" data-testid="idle-countdown">
      {intl.formatMessage(idleTexts.countdown, { time: formatClock(secondsLeft) })}
    </Bar>
  );
}

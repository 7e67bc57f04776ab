import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useServices } from '../hooks/services-context';
import type { NotificationKind } from '../lib/notify/notifications';

/** The update toast's code comes only when a new release waits (docs/architecture.md §11). */
const UpdateToast = lazy(() => import(/* webpackChunkName: "update-toast" */ './update-toast'));

const Region = styled.div`
  /* A manual popover in the top layer: above the page, and never clipped or moved by a host's transformed ancestor. */
  inset: auto;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  overflow: visible;
  position: fixed;
  /* Bottom centre: clear of the header and the impersonation banner, and of a player's bottom bar (the mini-player) when one is on the page. */
  bottom: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom, 0px));
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: min(calc(100vw - 32px), 480px);
  pointer-events: none;
  :is(body, .player-remote-root):has([data-bottom-bar]) & {
    bottom: calc(${({ theme }) => theme.bottomBar + 12}px + env(safe-area-inset-bottom, 0px));
  }
`;

const Toast = styled.div<{ $kind: NotificationKind }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-left: 6px solid
    ${({ $kind, theme }) => ({ success: theme.color.success, error: theme.color.danger, info: theme.color.info, warning: theme.color.warning })[$kind]};
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.2);
  text-align: center;
  font-weight: 600;
`;

/**
 * Toasts at bottom centre, above the mini-player when there is one (spec §8): polite live region, never takes focus, no action label
 * (the installed app's update toast, ./update-toast.tsx, is the one with a button). The region is a
 * manual popover shown for as long as it is mounted, so it sits in the top layer: a host page's transformed
 * or clipping ancestor cannot trap it.
 */
export function Toasts() {
  const { notifier, appUpdate } = useServices();
  const intl = useIntl();
  const visible = useObservableState(notifier.visible$, []);
  const updateWaiting = useObservableState(appUpdate.waiting$, false);
  const region = useRef<HTMLDivElement>(null);
  // The toasts come in the commit after the region's own, so assistive technology announces those that
  // were waiting for it (the app loads the toasts after its first screen: src/app/deferred-toasts.tsx).
  const [announcing, setAnnouncing] = useState(false);
  useEffect(() => {
    const element = region.current;
    if (element?.isConnected && element.showPopover && !element.matches(':popover-open'))
      element.showPopover();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, after the region is in the page
    setAnnouncing(true);
  }, []);
  return (
    <Region ref={region} popover="manual" role="status" aria-live="polite" data-testid="toasts">
      {announcing &&
        visible.map((n) => (
          <Toast key={n.id} $kind={n.kind} data-kind={n.kind}>
            {intl.formatMessage(n.message as { id: string }, n.values)}
          </Toast>
        ))}
      {updateWaiting && (
        <Suspense fallback={null}>
          <UpdateToast />
        </Suspense>
      )}
    </Region>
  );
}

import { paths } from '../../config/paths';
import type { KeyValueStore, LocalKey } from '../../lib/storage/web-storage';
import type { Session } from '../../lib/session/session';
import type { IdleEvent } from './streams/idle.streams';

/** What acting on the idle events needs (spec §4 Idle). */
export interface IdleEffectDeps {
  readonly session: Pick<Session, 'clear'>;
  readonly hub: { stop(): void };
  readonly local: KeyValueStore<LocalKey>;
  /** Shows the idle.IdleMessage warning toast. */
  warn(): void;
  /** Client-side navigation to an app route. */
  navigate(to: string): void;
}

/**
 * Acts on one idle event and returns the seconds left to show (null: no countdown on screen):
 * warning → toast; redirect → the player selector; countdown → its seconds; cancelled → nothing shown;
 * logout → clears the session (no token left), stops the hub, flags `inactive` for the login screen's
 * login.InactiveMessage, goes to the empty path.
 */
export function applyIdleEvent(event: IdleEvent, deps: IdleEffectDeps): number | null {
  switch (event.kind) {
    case 'warning':
      deps.warn();
      return null;
    case 'redirect':
      deps.navigate(paths.selector);
      return null;
    case 'countdown':
      return event.secondsLeft;
    case 'cancelled':
      return null;
    case 'logout':
      deps.session.clear();
      deps.hub.stop();
      deps.local.set('inactive', true);
      deps.navigate(paths.login);
      return null;
  }
}

import { paths } from '../../../config/paths';
import type { Session } from '../../../lib/session/session';
import type { IdleEvent } from './idle.streams';

/** What acting on the idle events needs (spec §4 Idle). */
export interface IdleEffectDeps {
  /** The sign-in; an idle logout ends it with reason `idle`. */
  readonly session: Pick<Session, 'signOut'>;
  /** Shows the idle.IdleMessage warning toast. */
  warn(): void;
  /** Client-side navigation to an app route. */
  navigate(to: string): void;
}

/**
 * Acts on one idle event and returns the seconds left to show (null: no countdown on screen):
 * warning → toast; redirect → the player selector; countdown → its seconds; cancelled → nothing shown;
 * logout → signs out for `idle` (no token left, the hub stopped, the login screen's
 * login.InactiveMessage flagged), goes to the empty path.
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
      deps.session.signOut('idle');
      deps.navigate(paths.login);
      return null;
  }
}

import { useIntl } from 'react-intl';
import { ApiError, NetworkError, TokenRefreshError } from '../../../lib/api/errors';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Icon } from '../../../ui/icon';
import { iconCloudOff, iconLogin, iconRefresh } from '../../../ui/icons/paths';
import { selectorTexts } from './texts';

/** Why the player list failed, as the panel tells it. */
export type PlayersFailure =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'network' }
  | { readonly kind: 'service'; readonly status: number }
  | { readonly kind: 'answer' };

/** True when the service refused the sign-in outright (403) rather than it having run out. */
const refused = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Sorts a failed player-list load by what the user can do about it: the sign-in has ended (401/403,
 * or the token refresh failed: only signing in helps), the service was out of reach, it answered with
 * an error, or its answer was unreadable (trying again may help).
 */
export function playersFailure(error: unknown): PlayersFailure {
  if (error instanceof TokenRefreshError) return { kind: 'signed-out' };
  if (error instanceof ApiError)
    return error.status === 401 || error.status === 403
      ? { kind: 'signed-out' }
      : { kind: 'service', status: error.status };
  if (error instanceof NetworkError) return { kind: 'network' };
  // An unreadable answer (ApiShapeError) and anything unforeseen: trying again may help.
  return { kind: 'answer' };
}

/**
 * The player list's failure panel: the reason, and what helps. An ended session offers "Sign in again"
 * only (trying again cannot succeed); other failures offer "Try again".
 */
export function PlayersError({
  error,
  onRetry,
  onSignIn,
}: {
  error: unknown;
  onRetry(): void;
  /** Sign in again: `refused` when the service refused the sign-in (403), `expired` otherwise. */
  onSignIn(reason: 'expired' | 'refused'): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const failure = playersFailure(error);
  const reason =
    failure.kind === 'signed-out'
      ? t(selectorTexts.errorSession)
      : failure.kind === 'network'
        ? t(selectorTexts.errorNetwork)
        : failure.kind === 'service'
          ? t(selectorTexts.errorService, { status: failure.status })
          : t(selectorTexts.errorAnswer);
  return (
    <EmptyState
      icon={iconCloudOff}
      role="alert"
      testId="players-error"
      actions={
        failure.kind === 'signed-out' ? (
          <Button
            type="button"
            onClick={() => onSignIn(refused(error) ? 'refused' : 'expired')}
            data-testid="players-sign-in"
          >
            <Icon path={iconLogin} />
            {t(selectorTexts.signInAgain)}
          </Button>
        ) : (
          <Button type="button" onClick={onRetry} data-testid="players-retry">
            <Icon path={iconRefresh} />
            {t(selectorTexts.retry)}
          </Button>
        )
      }
    >
      <span data-reason={failure.kind}>{reason}</span>
    </EmptyState>
  );
}

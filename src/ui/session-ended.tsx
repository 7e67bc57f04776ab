import { useIntl } from 'react-intl';
import { msg } from '../lib/i18n/msg';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Icon } from './icon';
import { iconCloudOff, iconLogin } from './icons/paths';

/** The words of an ended sign-in, the same on every screen (the player list's failure panel too). */
export const sessionEndedTexts = {
  message: msg({
    id: 'player-selector.ErrorSession',
    defaultMessage: 'Your session has ended. Sign in again to see your players.',
  }),
  signInAgain: msg({ id: 'player-selector.SignInAgain', defaultMessage: 'Sign in again' }),
};

/**
 * What a signed-in screen shows once the service has ended its sign-in (README "Honest about the
 * connection"; spec §8 "HTTP 401"): the reason, as an alert, and "Sign in again" as the only way on.
 * `testId` names the panel; its button is `<testId>-sign-in`.
 */
export function SessionEnded({ onSignIn, testId }: { onSignIn(): void; testId: string }) {
  const t = useIntl().formatMessage;
  return (
    <EmptyState
      icon={iconCloudOff}
      role="alert"
      testId={testId}
      actions={
        <Button type="button" onClick={onSignIn} data-testid={`${testId}-sign-in`}>
          <Icon path={iconLogin} />
          {t(sessionEndedTexts.signInAgain)}
        </Button>
      }
    >
      <span data-reason="signed-out">{t(sessionEndedTexts.message)}</span>
    </EmptyState>
  );
}

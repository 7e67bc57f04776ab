import { useSignOut } from '../hooks/use-sign-out';
import { Page } from '../ui/page';
import { SessionEnded } from '../ui/session-ended';

/**
 * A signed-in route once the service has ended the sign-in (`session.ended$`, spec §8 "HTTP 401"): the
 * screen gives way to "Your session has ended" and Sign in again, the same on every screen; nothing on it
 * can act any more. In a chunk of its own: the first load does not carry what it rarely shows.
 */
export default function EndedSignIn() {
  const signOut = useSignOut();
  return (
    <Page>
      <SessionEnded testId="session-ended" onSignIn={() => signOut('expired')} />
    </Page>
  );
}

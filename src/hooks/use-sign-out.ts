import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { absolute, paths } from '../config/paths';
import type { SignOutReason } from '../lib/session/session';
import { useServices } from './services-context';

/**
 * Signs out and goes to the login route (spec §4 "Sign-in state": logout clears the sign-in and goes to the
 * empty path). The session's `signOut` does the clearing and stops the hub connection; this only adds the
 * navigation, so every Logout control and Unimpersonate take the same way out (the idle sign-out does the same two
 * steps from its stream: src/features/account/idle/idle-effects.ts).
 */
export function useSignOut(): (reason: SignOutReason) => void {
  const { session } = useServices();
  const [, navigate] = useLocation();
  return useCallback(
    (reason: SignOutReason) => {
      session.signOut(reason);
      navigate(absolute(paths.login));
    },
    [session, navigate],
  );
}

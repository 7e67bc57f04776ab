import { catchError, map, of, type Observable } from 'rxjs';
import type { ApiClient } from '../../../lib/api/api-client';
import type { Session } from '../../../lib/session/session';

/** Outcome of a password request (spec §4 Password flows, §8): the caller shows the matching toast. */
export type PasswordOutcome =
  { readonly kind: 'done' } | { readonly kind: 'failed'; readonly error: unknown };

const done: PasswordOutcome = { kind: 'done' };
const outcome = (call$: Observable<unknown>): Observable<PasswordOutcome> =>
  call$.pipe(
    map(() => done),
    catchError((error: unknown) => of<PasswordOutcome>({ kind: 'failed', error })),
  );

/** Asks for a reset e-mail (spec §7 POST /api/Account/password/forgot {UserName}). Never errors. */
export function forgotPassword$(api: Pick<ApiClient, 'post$'>, email: string): Observable<PasswordOutcome> {
  return outcome(api.post$('api/Account/password/forgot', { UserName: email.trim() }));
}

/**
 * Sets a new password with the e-mailed code (spec §3 "Reset (forgotten password) request", §7 POST
 * /api/Account/password/forgot/reset {UserName: u, Password: c, NewPassword}). Never errors.
 */
export function resetPassword$(
  api: Pick<ApiClient, 'post$'>,
  link: { u: string; c: string },
  newPassword: string,
): Observable<PasswordOutcome> {
  return outcome(
    api.post$('api/Account/password/forgot/reset', {
      UserName: link.u,
      Password: link.c,
      NewPassword: newPassword,
    }),
  );
}

/**
 * Changes the signed-in user's password (spec §3 "Change password request", §7 POST
 * /api/Account/password/reset {UserName: stored e-mail, Password, NewPassword, Requestor: the access
 * token}). Never errors.
 */
export function changePassword$(
  deps: { api: Pick<ApiClient, 'post$'>; session: Pick<Session, 'account' | 'tokens'> },
  current: string,
  next: string,
): Observable<PasswordOutcome> {
  const body = {
    UserName: deps.session.account().email,
    Password: current,
    NewPassword: next,
    Requestor: deps.session.tokens.accessToken() ?? '',
  };
  return outcome(deps.api.post$('api/Account/password/reset', body));
}

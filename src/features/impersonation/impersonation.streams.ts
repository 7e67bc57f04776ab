import { catchError, map, of, type Observable } from 'rxjs';
import type { ApiClient } from '../../lib/api/api-client';
import type { Session } from '../../lib/session/session';

/** Outcome of an impersonation request (spec §4 Impersonation, §8), a union on `kind`. */
export type ImpersonationOutcome =
  | { readonly kind: 'impersonating' }
  | { readonly kind: 'no-token' }
  | { readonly kind: 'failed'; readonly error: unknown };

/** What impersonating needs. */
export interface ImpersonationDeps {
  readonly api: Pick<ApiClient, 'post$'>;
  readonly session: Pick<Session, 'storeImpersonation' | 'account'>;
}

/**
 * Impersonates `user` (spec §3 "Impersonation request", §7 POST /api/Account/impersonate with UserName =
 * the stored e-mail, Password, ImpersonateUser). With an AccessToken in the answer the session stores
 * it and sets hasImpersonated (`impersonating`: the caller shows impersonate.SuccessMessage and reloads
 * the list); an answer without one is `no-token` (only logged, spec §8); a refusal is `failed`
 * (impersonate.ErrorMessage). Never errors.
 */
export function impersonate$(
  deps: ImpersonationDeps,
  user: string,
  password: string,
): Observable<ImpersonationOutcome> {
  const body = {
    UserName: deps.session.account().email,
    Password: password,
    ImpersonateUser: user.trim(),
  };
  return deps.api.post$('api/Account/impersonate', body, 'ImpersonateResponse').pipe(
    map((response): ImpersonationOutcome => {
      if (typeof response?.AccessToken !== 'string' || !response.AccessToken) return { kind: 'no-token' };
      deps.session.storeImpersonation(response.AccessToken, body.ImpersonateUser);
      return { kind: 'impersonating' };
    }),
    catchError((error: unknown) => of<ImpersonationOutcome>({ kind: 'failed', error })),
  );
}

/** True when the impersonate/unimpersonate button shows (spec §2): the user may impersonate, or is impersonating. */
export function showImpersonation(canImpersonate: unknown, impersonating: boolean): boolean {
  return impersonating || canImpersonate === 'true' || canImpersonate === true;
}

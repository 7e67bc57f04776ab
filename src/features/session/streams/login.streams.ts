import { catchError, map, of, switchMap, type Observable, type SchedulerLike } from 'rxjs';
import type Cookies from 'universal-cookie';
import type { ApiClient } from '../../../lib/api/api-client';
import { LoginResponse } from '../../../lib/api/schemas';
import type { KeyValueStore, LocalKey } from '../../../lib/storage/web-storage';
import type { Session } from '../../../lib/session/session';
import { isAccessValidated, setAccessValidated } from './access-cookie';

/** Outcome of a sign-in attempt (spec §4 Login), a union on `kind`. */
export type LoginOutcome =
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'code-required'; readonly pending: LoginResponse }
  | { readonly kind: 'failed'; readonly messageKey: string };

/** What the login flow needs. */
export interface LoginDeps {
  readonly api: ApiClient;
  readonly session: Session;
  readonly local: KeyValueStore<LocalKey>;
  readonly cookies: Cookies;
  readonly scheduler: SchedulerLike;
}

/** A sign-in request from the form. */
export interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

/**
 * Signs in with credentials (spec §4 Login, §7 POST /api/Account/login). When this browser has no
 * access-validated cookie for the user and the answer asks for confirmation, the outcome is
 * `code-required` (the caller shows login.AccessCodeMessage); otherwise the login completes.
 * Never errors: failures are `failed` with login.CredentialsNotFoundMessage or login.MissingFieldsMessage.
 */
export function login$(deps: LoginDeps, credentials: Credentials): Observable<LoginOutcome> {
  const requiresAccessCode = !isAccessValidated(deps.cookies, credentials.username);
  const body = { UserName: credentials.username.trim(), Password: credentials.password, requiresAccessCode };
  return deps.api.post$('api/Account/login', body, LoginResponse).pipe(
    map((response): LoginOutcome => {
      if (requiresAccessCode && response?.RequiresAccessConfirmation) return { kind: 'code-required', pending: response };
      return complete(deps, response!, credentials);
    }),
    catchError(() => of<LoginOutcome>({ kind: 'failed', messageKey: 'login.CredentialsNotFoundMessage' })),
  );
}

/** Validates the e-mailed access code, then completes the pending login (spec §7 accesscode/validate). */
export function submitAccessCode$(deps: LoginDeps, pending: LoginResponse, credentials: Credentials, code: string): Observable<LoginOutcome> {
  const body = { UserId: pending.UserId, Email: credentials.username.trim(), Code: code.trim() };
  return deps.api.post$('api/Account/accesscode/validate', body).pipe(
    map(() => complete(deps, pending, credentials)),
    catchError(() => of<LoginOutcome>({ kind: 'failed', messageKey: 'login.InvalidAccessCodeMessage' })),
  );
}

/** Signs in by the `h` query value (spec §2 Login "Query parameter h"). */
export function hashLogin$(deps: LoginDeps, secret: string): Observable<LoginOutcome> {
  return deps.api.post$('api/Account/login/hash', { Secret: secret }, LoginResponse).pipe(
    switchMap((response) => of(complete(deps, response!, { username: '', password: '', rememberMe: false }))),
    catchError(() => of<LoginOutcome>({ kind: 'failed', messageKey: 'login.CredentialsNotFoundMessage' })),
  );
}

function complete(deps: LoginDeps, response: LoginResponse, credentials: Credentials): LoginOutcome {
  const email = credentials.username.trim();
  try {
    deps.session.storeLogin(response, email);
  } catch {
    return { kind: 'failed', messageKey: 'login.MissingFieldsMessage' };
  }
  if (email) setAccessValidated(deps.cookies, email, new Date(deps.scheduler.now()));
  deps.local.set('rememberMe', credentials.rememberMe);
  if (credentials.rememberMe && email) deps.local.set('rememberedEmail', email);
  else deps.local.remove('rememberedEmail');
  return { kind: 'signed-in' };
}

import { isChunkLoadError } from '../../../lib/deferred/chunk-error';
import { catchError, map, of, switchMap, type Observable, type SchedulerLike } from 'rxjs';
import type { ApiClient } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/errors';
import type { LoginResponse } from '../../../lib/api/schemas';
import type { Session } from '../../../lib/session/session';

/** Outcome of a sign-in attempt (spec §4 Login), a union on `kind`. */
export type LoginOutcome =
  | { readonly kind: 'signed-in' }
  /** Code the sign-in needs (the REST client, the cookies) could not be fetched: retrying may work. */
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'code-required'; readonly pending: LoginResponse }
  | {
      readonly kind: 'failed';
      readonly textId:
        | 'login.CredentialsNotFoundMessage'
        | 'login.InvalidAccessCodeMessage'
        | 'login.MissingFieldsMessage'
        | 'login.TooManyAttemptsMessage';
    };

/** What the login flow needs. */
export interface LoginDeps {
  readonly api: Pick<ApiClient, 'post$'>;
  /** The sign-in: stores the login, remember me and the access-validated cookie. */
  readonly session: Pick<Session, 'storeLogin' | 'remember' | 'isAccessValidated' | 'setAccessValidated'>;
  readonly scheduler: SchedulerLike;
}

/** A sign-in request from the form. */
export interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

const failed = (textId: Extract<LoginOutcome, { kind: 'failed' }>['textId']): LoginOutcome => ({
  kind: 'failed',
  textId,
});

/**
 * `unavailable` when `error` is a chunk that could not be fetched; login.TooManyAttemptsMessage when
 * the service refused with 429 (too many sign-ins waiting, or too many access codes mailed: server/README.md
 * "API decisions"); else `otherwise`.
 */
export const unavailableOr = (error: unknown, otherwise: LoginOutcome): LoginOutcome =>
  isChunkLoadError(error)
    ? { kind: 'unavailable' }
    : error instanceof ApiError && error.status === 429
      ? failed('login.TooManyAttemptsMessage')
      : otherwise;

/**
 * Signs in with credentials (spec §4 Login, §7 POST /api/Account/login). `requiresAccessCode` is true
 * when this browser has no access-validated cookie for the user; when the answer asks for confirmation
 * the outcome is `code-required` (the caller shows login.AccessCodeMessage) and nothing is stored yet,
 * whatever the cookie says (the service's word wins). Otherwise the login completes. Never errors: code that cannot be fetched is `unavailable`, other failures are `failed` with
 * login.CredentialsNotFoundMessage, or login.MissingFieldsMessage for an answer without a token.
 */
export function login$(deps: LoginDeps, credentials: Credentials): Observable<LoginOutcome> {
  return deps.session.isAccessValidated(credentials.username).pipe(
    switchMap((validated) => {
      const body = {
        UserName: credentials.username.trim(),
        Password: credentials.password,
        requiresAccessCode: !validated,
      };
      return deps.api.post$('api/Account/login', body, 'LoginResponse');
    }),
    switchMap((response): Observable<LoginOutcome> => {
      if (!response) return of(failed('login.MissingFieldsMessage'));
      // The service decides: when it asks for the code, the code step shows even if this browser's
      // cookie says validated (the service may no longer accept that cookie, e.g. after a key change).
      if (response.RequiresAccessConfirmation) return of({ kind: 'code-required', pending: response });
      return complete$(deps, response, credentials);
    }),
    catchError((error: unknown) => of(unavailableOr(error, failed('login.CredentialsNotFoundMessage')))),
  );
}

/**
 * Validates the e-mailed access code (spec §7 POST /api/Account/accesscode/validate with UserId,
 * Email, Code, and the pending login's AccessToken, which binds the code to this very sign-in:
 * server/README.md "API decisions"), then completes the pending login. A refused code is
 * login.InvalidAccessCodeMessage.
 */
export function submitAccessCode$(
  deps: LoginDeps,
  pending: LoginResponse,
  credentials: Credentials,
  code: string,
): Observable<LoginOutcome> {
  const body = {
    UserId: String(pending.UserId ?? ''),
    Email: credentials.username.trim(),
    Code: code.trim(),
    AccessToken: pending.AccessToken ?? '',
  };
  return deps.api.post$('api/Account/accesscode/validate', body).pipe(
    switchMap(() => complete$(deps, pending, credentials)),
    catchError((error: unknown) => of(unavailableOr(error, failed('login.InvalidAccessCodeMessage')))),
  );
}

/** Signs in by the `h` query value (spec §2 Login, §7 POST /api/Account/login/hash); remember-me is left alone. */
export function hashLogin$(deps: LoginDeps, secret: string): Observable<LoginOutcome> {
  return deps.api.post$('api/Account/login/hash', { Secret: secret }, 'LoginResponse').pipe(
    switchMap((response) =>
      response ? complete$(deps, response, null) : of(failed('login.MissingFieldsMessage')),
    ),
    catchError((error: unknown) => of(unavailableOr(error, failed('login.CredentialsNotFoundMessage')))),
  );
}

/**
 * Completes a login (spec §4 Login): stores the session, sets the 30-day access-validated cookie,
 * and with credentials stores or clears the remembered e-mail.
 */
function complete$(
  deps: LoginDeps,
  response: LoginResponse,
  credentials: Credentials | null,
): Observable<LoginOutcome> {
  const email = credentials?.username.trim() ?? '';
  try {
    deps.session.storeLogin(response, email);
  } catch {
    return of(failed('login.MissingFieldsMessage'));
  }
  if (!credentials) return of({ kind: 'signed-in' });
  deps.session.remember(email, credentials.rememberMe);
  return deps.session
    .setAccessValidated(email, deps.scheduler.now())
    .pipe(map((): LoginOutcome => ({ kind: 'signed-in' })));
}

/** A sign-in the login screen sends: the form's (a first step, or with the code), or the one by `?h=`. */
export type SignInRequest =
  | {
      readonly credentials: Credentials;
      readonly code: string;
      /** The sign-in waiting for `code`; null for a first step (or to have a new code mailed). */
      readonly pending: LoginResponse | null;
    }
  | { readonly secret: string };

/** Sends `request` ({@link hashLogin$}, {@link submitAccessCode$} or {@link login$}). Never errors. */
export function signIn$(deps: LoginDeps, request: SignInRequest): Observable<LoginOutcome> {
  return 'secret' in request
    ? hashLogin$(deps, request.secret)
    : request.pending
      ? submitAccessCode$(deps, request.pending, request.credentials, request.code)
      : login$(deps, request.credentials);
}

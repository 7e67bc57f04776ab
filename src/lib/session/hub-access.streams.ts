import {
  NEVER,
  catchError,
  defer,
  switchMap,
  tap,
  throwError,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { SIGN_IN_RETRY_BASE_MS, SIGN_IN_RETRY_MAX_MS } from '../../config/timing';
import { signInEnded } from '../api/sign-in-ended';
import type { TokenSource } from '../api/refresh';

/**
 * The wait before the next request after `failures` failed ones in a row (0: none): SIGN_IN_RETRY_BASE_MS
 * doubled per further failure up to SIGN_IN_RETRY_MAX_MS, less up to half of it by `random()` (in [0, 1)).
 */
export function retryDelay(failures: number, random: () => number): number {
  if (failures <= 0) return 0;
  const full = Math.min(SIGN_IN_RETRY_BASE_MS * 2 ** (failures - 1), SIGN_IN_RETRY_MAX_MS);
  return Math.round(full * (1 - random() / 2));
}

/** Dependencies of {@link hubAccessUrls}. */
export interface HubAccessDeps {
  /** Cold: asks the service for a fresh HubUrl (`GET /api/Hub/{Hub}/accesstoken`). */
  readonly request$: () => Observable<string>;
  /** The session's tokens: whether the sign-in has ended, and how to end it. */
  readonly tokens: Pick<TokenSource, 'ended' | 'end'>;
  readonly scheduler: SchedulerLike;
  /** Jitter source in [0, 1); default `Math.random`. */
  readonly random?: () => number;
}

/**
 * The hub client's `getClientAccessUrl` (docs/architecture.md §5; spec §8 "HTTP 401"): each
 * call asks `request$` once, after {@link retryDelay} of the failures in a row so far (a success resets
 * them), so a network that is down is asked a few times a minute at most, however often the hub client
 * reconnects. A failure that says the sign-in has ended (`signInEnded`) ends it (`tokens.end`), and once
 * it has ended a call never emits and asks nothing: the session stops the hub and the screens say so.
 * Other failures are passed on (the hub client tries again).
 */
export function hubAccessUrls(deps: HubAccessDeps): () => Observable<string> {
  const random = deps.random ?? Math.random;
  let failures = 0;
  return () =>
    defer(() => {
      if (deps.tokens.ended?.()) return NEVER;
      return timer(retryDelay(failures, random), deps.scheduler).pipe(
        switchMap(() => deps.request$()),
        tap({
          next: () => (failures = 0),
          error: (error: unknown) => {
            failures += 1;
            if (signInEnded(error)) deps.tokens.end?.();
          },
        }),
        catchError((error: unknown) => (deps.tokens.ended?.() ? NEVER : throwError(() => error))),
      );
    });
}

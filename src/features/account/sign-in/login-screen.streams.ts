import {
  catchError,
  defer,
  EMPTY,
  exhaustMap,
  filter,
  map,
  merge,
  of,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { LoginResponse } from '../../../lib/api/schemas';
import { isChunkLoadError } from '../../../lib/deferred/chunk-error';
import { deferredModule } from '../../../lib/deferred/deferred-module';
import { OTHER_ACCOUNT, type LoginInput, type Submission } from './login-input';
import type { LoginDeps, LoginOutcome, SignInRequest } from './login.streams';

/** What the login screen shows of its flow (spec §2 Login, §4 Login). */
export interface LoginView {
  /** A sign-in is under way: the form's, or the one by `?h=`. */
  readonly busy: boolean;
  /** The sign-in waiting for its access code (the code step), or null for the first step. */
  readonly pending: LoginResponse | null;
  /** The code the last sign-in needed could not be fetched: a message with Retry shows. */
  readonly unavailable: boolean;
  /** The user was signed out for inactivity: the notice shows (spec §4 Idle). */
  readonly inactive: boolean;
  /** The id of a password notice left for this screen, shown once as a toast (spec §4 Password flows). */
  readonly notice: string | undefined;
}

/** What happens to the login screen, a union on `kind`. */
export type LoginEvent =
  /** The screen opened: what it shows once (`Session.openLogin`). */
  | { readonly kind: 'opened'; readonly inactive: boolean; readonly notice?: string }
  /** A sign-in went out. */
  | { readonly kind: 'sent' }
  /** A sign-in ended with `outcome`. */
  | { readonly kind: 'outcome'; readonly outcome: LoginOutcome }
  /** Back to the first step for another account. */
  | { readonly kind: 'other-account' };

/** The login screen as it first renders (and as rendered at build time). */
export const LOGIN_START: LoginView = {
  busy: false,
  pending: null,
  unavailable: false,
  inactive: false,
  notice: undefined,
};

/**
 * The login screen's state machine: `view` after `event`. An outcome ends the sign-in under way; asking
 * for a code moves to the code step, which lasts until another account is chosen; `unavailable` lasts
 * until the next outcome.
 */
export function reduceLogin(view: LoginView, event: LoginEvent): LoginView {
  switch (event.kind) {
    case 'opened':
      return { ...view, inactive: view.inactive || event.inactive, notice: view.notice ?? event.notice };
    case 'sent':
      return { ...view, busy: true };
    case 'other-account':
      return { ...view, pending: null };
    case 'outcome': {
      const { outcome } = event;
      const pending = outcome.kind === 'code-required' ? outcome.pending : view.pending;
      return { ...view, busy: false, unavailable: outcome.kind === 'unavailable', pending };
    }
  }
}

/** The view after each event, with that event (the screen acts on outcomes: navigates, toasts). */
export interface LoginStep {
  readonly view: LoginView;
  readonly event: LoginEvent;
}

/** What {@link loginScreen$} needs. */
export interface LoginScreenDeps {
  /** Opens the screen (`Session.openLogin`): called once per {@link loginScreen$}, on its first subscription. */
  open(): { readonly inactive: boolean; readonly notice?: string };
  /** The `?h=` value the screen opened with (spec §2 Login): signed in with at once. */
  readonly secret?: string;
  /** The form's sign-ins (a submit, Retry, Send a new code), and `other-account` when the user chooses another account. */
  readonly input$: Observable<LoginInput>;
  /** Sends a sign-in; never errors (see {@link signIn$}). */
  signIn(request: SignInRequest, scheduler: SchedulerLike): Observable<LoginOutcome>;
  readonly scheduler: SchedulerLike;
}

/**
 * The login screen's flow (spec §2 Login, §4 Login): on subscription, the screen opens (what it shows
 * once is taken once, even if a remount subscribes again) and the sign-in by `?h=` starts; then each
 * submission signs in, a submission while one is under way being ignored (exhaustMap). Emits the view
 * after each event ({@link reduceLogin}); never errors.
 */
export function loginScreen$(deps: LoginScreenDeps): Observable<LoginStep> {
  let opened: ReturnType<LoginScreenDeps['open']> | undefined;
  const send = (request: SignInRequest) =>
    merge(
      of<LoginEvent>({ kind: 'sent' }),
      deps.signIn(request, deps.scheduler).pipe(map((outcome): LoginEvent => ({ kind: 'outcome', outcome }))),
    );
  const events$ = merge(
    defer(() => of<LoginEvent>({ kind: 'opened', ...(opened ??= deps.open()) })),
    deps.secret ? send({ secret: deps.secret }) : EMPTY,
    // exhaustMap: a second submit while signing in is ignored (choosing another account never waits).
    deps.input$.pipe(
      filter((input) => input === OTHER_ACCOUNT),
      map((): LoginEvent => ({ kind: OTHER_ACCOUNT })),
    ),
    deps.input$.pipe(
      filter((input): input is Submission => input !== OTHER_ACCOUNT),
      exhaustMap(send),
    ),
  );
  // The view is the subscription's own (a remount starts again from LOGIN_START and the same opening).
  return defer(() => {
    let view = LOGIN_START;
    return events$.pipe(map((event): LoginStep => ({ view: (view = reduceLogin(view, event)), event })));
  });
}

/** The code step's parts (./code-step.tsx) once fetched with the sign-in requests. */
let codeStep: typeof import('./code-step') | undefined;

/**
 * The sign-in requests (login.streams.ts, with universal-cookie for the access-validated cookie) and the
 * code step's parts: not part of the first paint, fetched when the browser is idle after it or by the
 * first sign-in, which waits for them.
 */
export const loginFlow = deferredModule(() =>
  Promise.all([
    import(/* webpackChunkName: "login-flow" */ './login.streams'),
    import(/* webpackChunkName: "login-flow" */ './code-step'),
  ]).then(([requests, parts]) => ((codeStep = parts), requests)),
);

/**
 * The code step's parts, there once the sign-in requests are: always by the time a sign-in asks for a
 * code, which they answer.
 */
export const loadedCodeStep = (): typeof import('./code-step') | undefined => codeStep;

/**
 * Sends `request` with the sign-in requests' code (login.streams.ts `signIn$`) once fetched. When it
 * cannot be fetched (offline) the outcome is `unavailable`; any other failure, a sign-in that failed.
 * Never errors.
 */
export function signIn$(
  services: Omit<LoginDeps, 'scheduler'>,
  request: SignInRequest,
  scheduler: SchedulerLike,
): Observable<LoginOutcome> {
  return loginFlow
    .use$((flow) => flow.signIn$({ ...services, scheduler }, request))
    .pipe(
      catchError((error: unknown) =>
        of<LoginOutcome>(
          isChunkLoadError(error)
            ? { kind: 'unavailable' }
            : { kind: 'failed', textId: 'login.CredentialsNotFoundMessage' },
        ),
      ),
    );
}

export type { SignInRequest };

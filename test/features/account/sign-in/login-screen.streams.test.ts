import { marbles } from 'rxjs-marbles/jest';
import { map, NEVER, type Observable } from 'rxjs';
import type { LoginOutcome } from '../../../../src/features/account/sign-in/login.streams';
import {
  LOGIN_START,
  loginScreen$,
  reduceLogin,
  type LoginEvent,
  type LoginView,
  type SignInRequest,
} from '../../../../src/features/account/sign-in/login-screen.streams';
import { OTHER_ACCOUNT, type Submission } from '../../../../src/features/account/sign-in/login-input';
import type { LoginResponse } from '../../../../src/lib/api/schemas';

const pending: LoginResponse = { AccessToken: 'at', RefreshToken: 'rt', UserId: 'u-1', Claims: [] };
const submission = (code = '', waiting: LoginResponse | null = null): Submission => ({
  credentials: { username: 'a@b.c', password: 'secret', rememberMe: false },
  code,
  pending: waiting,
});
const outcomes: Record<string, LoginOutcome> = {
  s: { kind: 'signed-in' },
  c: { kind: 'code-required', pending },
  u: { kind: 'unavailable' },
  f: { kind: 'failed', textId: 'login.CredentialsNotFoundMessage' },
};
const view = (change: Partial<LoginView>): LoginView => ({ ...LOGIN_START, ...change });

describe('reduceLogin (the login screen’s state machine, spec §4 Login)', () => {
  const run = (events: LoginEvent[]) => events.reduce(reduceLogin, LOGIN_START);

  it('is busy from a sign-in sent to its outcome, and says unavailable until the next outcome', () => {
    expect(run([{ kind: 'sent' }])).toEqual({ ...LOGIN_START, busy: true });
    const unavailable = run([{ kind: 'sent' }, { kind: 'outcome', outcome: outcomes.u! }]);
    expect(unavailable).toEqual({ ...LOGIN_START, unavailable: true });
    expect(reduceLogin(unavailable, { kind: 'sent' })).toEqual({
      ...LOGIN_START,
      busy: true,
      unavailable: true,
    });
    expect(reduceLogin(unavailable, { kind: 'outcome', outcome: outcomes.f! })).toEqual(LOGIN_START);
  });

  it('moves to the code step when asked for a code, keeps it on a failure, and leaves it for another account', () => {
    const code = run([{ kind: 'sent' }, { kind: 'outcome', outcome: outcomes.c! }]);
    expect(code).toEqual({ ...LOGIN_START, pending });
    expect(reduceLogin(code, { kind: 'outcome', outcome: outcomes.f! })).toEqual(code);
    expect(reduceLogin(code, { kind: 'other-account' })).toEqual(LOGIN_START);
  });

  it('shows what the screen takes on opening, and a second opening that finds nothing takes nothing away', () => {
    const opened = run([{ kind: 'opened', inactive: true, notice: 'reset-password.SuccessMessage' }]);
    expect(opened).toEqual({ ...LOGIN_START, inactive: true, notice: 'reset-password.SuccessMessage' });
    expect(reduceLogin(opened, { kind: 'opened', inactive: false })).toEqual(opened);
  });
});

// prettier-ignore
describe('loginScreen$ (the login screen’s flow, spec §2 Login, §4 Login)', () => {
  /** The flow with sign-ins answered by `answer(request)`, and the requests it sent. */
  function flow(
    m: Parameters<Parameters<typeof marbles>[0]>[0],
    inputs: { input$?: Observable<Submission | typeof OTHER_ACCOUNT>; secret?: string },
    answer: (request: SignInRequest) => Observable<LoginOutcome>,
  ) {
    const requests: SignInRequest[] = [];
    let opens = 0;
    const step$ = loginScreen$({
      open: () => (opens++, { inactive: opens === 1 }),
      input$: inputs.input$ ?? NEVER,
      secret: inputs.secret,
      signIn: (request, scheduler) => (expect(scheduler).toBe(m.scheduler), requests.push(request), answer(request)),
      scheduler: m.scheduler,
    });
    return { step$, requests, opens: () => opens };
  }

  it('opens once, then signs in on a submit and ignores a second submit while the first is under way', marbles((m) => {
    const input$ = m.hot('--a-b------a', { a: submission(), b: submission('1') });
    const f = flow(m, { input$ }, () => m.cold('----f|', outcomes));
    m.expect(f.step$.pipe(mapView)).toBeObservable('o-b---d----b---d', {
      o: view({ inactive: true }), b: view({ inactive: true, busy: true }), d: view({ inactive: true }),
    });
    m.flush();
    expect(f.requests).toHaveLength(2);
    expect(f.opens()).toBe(1);
  }));

  it('signs in by ?h= at once, and goes to the code step and back for another account', marbles((m) => {
    const input$ = m.hot<Submission | typeof OTHER_ACCOUNT>('---------x', { x: OTHER_ACCOUNT });
    const f = flow(m, { input$, secret: 'hash' }, () => m.cold('-----c|', outcomes));
    m.expect(f.step$.pipe(mapView)).toBeObservable('(ob)-c---x', {
      o: view({ inactive: true }),
      b: view({ inactive: true, busy: true }),
      c: view({ inactive: true, pending }),
      x: view({ inactive: true }),
    });
    m.flush();
    expect(f.requests).toEqual([{ secret: 'hash' }]);
  }));

  it('takes what the screen shows once a single time, even when subscribed again (a remount)', marbles((m) => {
    const f = flow(m, {}, () => NEVER);
    m.expect(f.step$.pipe(mapView)).toBeObservable('o', { o: view({ inactive: true }) });
    m.expect(f.step$.pipe(mapView)).toBeObservable('o', { o: view({ inactive: true }) });
    m.flush();
    expect(f.opens()).toBe(1);
  }));
});

/** The views of a flow's steps. */
const mapView = map((step: { view: LoginView }) => step.view);

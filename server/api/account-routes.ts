import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { ACCESS_CODE_MAIL_WINDOW_MS, SECOND_MS } from '../timing';
import { hasAccessValidated, setAccessValidated } from './access-cookie';
import { type ApiContext, authenticate, clientGone } from './context';
import { MailQuota } from './mail-quota';
import {
  MAX_CREDENTIAL_LENGTH,
  objectBody,
  optionalFlag,
  optionalText,
  text,
  withSchemaTypes,
} from './schemas';
import { throttleKey } from './throttle';
import { mintAccessToken, type Principal, verifyAccessToken } from './tokens';
import type { User } from './users';

/** Login response of spec §3. */
export interface LoginResponse {
  AccessToken: string;
  RefreshToken: string;
  UserId: string;
  RequiresAccessConfirmation: boolean;
  Claims: { Name: string; Value: string }[];
}

/**
 * Access-code mails one account gets per {@link ACCESS_CODE_MAIL_WINDOW_MS} at most (each sign-in
 * that needs a code, "Send a new code" included); beyond, the sign-in is refused with 429 and a
 * Retry-After, and the last mailed code stays good. An accepted code clears the count.
 */
export const ACCESS_CODE_MAILS_PER_ACCOUNT = 5;

/** Hash-login secrets (spec §2 login `h` parameter) and the account each signs in. */
const HASH_SECRETS: Readonly<Record<string, string>> = { 'demo-hash': 'demo@example.com' };
/** Throttle "account" shared by hash sign-ins (per client address). */
const HASH_LOGIN_KEY = '#hash';

const loginBody = objectBody(
  { UserName: text(MAX_CREDENTIAL_LENGTH), Password: text(MAX_CREDENTIAL_LENGTH) },
  { requiresAccessCode: optionalFlag },
);
const hashBody = objectBody({ Secret: text() });
/** `AccessToken`: the pending sign-in's access token (the login's answer), which the code is bound to. */
const accessCodeBody = objectBody({ UserId: text(), Email: text(), Code: text(), AccessToken: text() });
const impersonateBody = objectBody({ UserName: text(), Password: text(), ImpersonateUser: text() });
const refreshBody = objectBody({ RefreshToken: text() }, { UserId: optionalText, AccessToken: optionalText });
/** The longest part of a browser's User-Agent an access-code mail quotes. */
const MAIL_USER_AGENT_LENGTH = 160;

/**
 * Sign-in endpoints of spec §7: login, hash login, access-code validation, impersonation, token refresh.
 * For an account that needs an access code (it always does, or it is gated after a burst of wrong
 * passwords: {@link AccountFailures}), a login answers the spec's usual shape with
 * `RequiresAccessConfirmation`, but its tokens are good only for `accesscode/validate` until the
 * mailed code is accepted for that very sign-in: the code is filed under the pending sign-in, and
 * validating needs that sign-in's access token as well as the code, so a code never confirms another
 * sign-in and only the pending sign-in's holder can spend its tries. While an account asks for a code,
 * right and wrong passwords answer alike: a wrong one gets a decoy pending sign-in that can never be
 * confirmed, and no mail. The accepted code also sets an access-validated cookie only the service can
 * make, and a browser that presents it for that account signs in without a code for 30 days
 * (`RequiresAccessConfirmation` false). The body's `requiresAccessCode` is accepted but trusted for
 * nothing. The hash login is under the same gate: it has no code step, so while its account asks for a
 * code, or after a burst of unknown secrets from anywhere (HASH_FAILURE_BUDGET), only a browser with
 * the account's access-validated cookie signs in by link; otherwise a right secret answers 401 as an
 * unknown one does (the password sign-in, with its code, stays open to everyone).
 */
export const accountRoutes: FastifyPluginAsync<ApiContext> = async (app, ctx) => {
  const api = withSchemaTypes(app);
  const codeMails = new MailQuota(ctx.clock, ACCESS_CODE_MAILS_PER_ACCOUNT, ACCESS_CODE_MAIL_WINDOW_MS);

  /** True when a sign-in of `user` from this browser must give the mailed access code. */
  const needsCode = async (request: FastifyRequest, user: User): Promise<boolean> =>
    (user.requiresAccessConfirmation || ctx.accountFailures.underAttack(user.email)) &&
    !(await hasAccessValidated(request, user, ctx.clock.now()));

  /** 429 with Retry-After when `user` has had its access-code mails for now: for right and wrong alike. */
  const requireMailRoom = (reply: FastifyReply, user: User): void => {
    const waitMs = codeMails.waitMs(user.email);
    if (waitMs <= 0) return;
    reply.header('Retry-After', Math.ceil(waitMs / SECOND_MS));
    throw new HttpError(429, 'Too many access codes were sent; use the latest one or try again later');
  };

  /**
   * The pending sign-in of an account that needs its code: for the right credentials a real one, its code
   * mailed to the owner (saying when, from where and in what browser); else a decoy, nothing mailed.
   */
  const pendingSignIn = (request: FastifyRequest, account: User, right: boolean) => {
    if (!right) return ctx.signIns.start(account.userId, false, true);
    codeMails.take(account.email);
    const started = ctx.signIns.start(account.userId, false);
    const code = ctx.accessCodes.issue(started.signIn, account.email);
    ctx.mailer.send(
      account.email,
      'Your Player Remote access code',
      accessCodeMail(code, request, ctx.clock.now()),
    );
    return started;
  };

  api.post('/api/Account/login', { schema: { body: loginBody } }, async (request, reply) => {
    const { UserName, Password } = request.body;
    const account = ctx.users.find(UserName);
    if (!account || !(await needsCode(request, account))) {
      const user = await checkPassword(ctx, request, reply, UserName, Password, 401);
      const { signIn, refreshToken } = ctx.signIns.start(user.userId, true);
      return loginResponse(ctx, user, signIn, refreshToken, false);
    }
    // The account asks for a code: right and wrong passwords answer alike from here on.
    requireMailRoom(reply, account);
    const key = throttleKey(UserName, request.ip);
    await ctx.throttle.wait(key, clientGone(reply));
    const right = (await ctx.users.verify(UserName, Password)) !== null;
    ctx.throttle.fail(key); // the next attempt waits alike, right or wrong
    if (!right) ctx.accountFailures.record(account.email);
    const { signIn, refreshToken } = pendingSignIn(request, account, right);
    return loginResponse(ctx, account, signIn, refreshToken, true);
  });

  api.post('/api/Account/login/hash', { schema: { body: hashBody } }, async (request, reply) => {
    const key = throttleKey(HASH_LOGIN_KEY, request.ip);
    await ctx.throttle.wait(key, clientGone(reply));
    const { Secret } = request.body;
    // Read before this attempt counts: past a burst of unknown secrets from anywhere, only a browser that
    // has confirmed the account with its code before (its access-validated cookie) signs in by link.
    const flooded = ctx.hashFailures.exhausted();
    const user = Object.hasOwn(HASH_SECRETS, Secret) ? ctx.users.find(HASH_SECRETS[Secret]!) : undefined;
    if (!user) {
      ctx.throttle.fail(key);
      ctx.hashFailures.record();
      throw new HttpError(401, 'Unknown sign-in link');
    }
    ctx.throttle.settle(key); // a shared key: one right secret clears nobody's failures
    // The link has no code step: an account that asks for a code (or a flood of guesses) wants the
    // browser's access-validated cookie, and without it a right secret answers as an unknown one does.
    const gated = flooded || user.requiresAccessConfirmation || ctx.accountFailures.underAttack(user.email);
    if (gated && !(await hasAccessValidated(request, user, ctx.clock.now())))
      throw new HttpError(401, 'Unknown sign-in link');
    const { signIn, refreshToken } = ctx.signIns.start(user.userId, true);
    return loginResponse(ctx, user, signIn, refreshToken, false);
  });

  api.post(
    '/api/Account/accesscode/validate',
    { schema: { body: accessCodeBody } },
    async (request, reply) => {
      const { UserId, Email, Code, AccessToken } = request.body;
      const user = ctx.users.findById(UserId);
      // The pending sign-in this code must confirm: named by its own access token, of this account.
      const pending = await verifyAccessToken(AccessToken, ctx.clock.now());
      const bound =
        user !== undefined &&
        user.email === Email.trim().toLowerCase() &&
        pending !== null &&
        pending.userId === user.userId &&
        ctx.signIns.pendingOwner(pending.signIn) === user.userId;
      const match = bound ? ctx.accessCodes.consume(pending.signIn, Code.trim()) : null;
      if (!user || !pending || !match || match.data !== user.email)
        throw new HttpError(400, 'Invalid access code');
      codeMails.clear(user.email);
      ctx.accountFailures.clear(user.email);
      ctx.throttle.succeed(throttleKey(user.email, request.ip));
      ctx.signIns.confirm(pending.signIn);
      await setAccessValidated(reply, user, ctx.clock.now(), ctx.secure);
      return { Success: true };
    },
  );

  api.post('/api/Account/impersonate', { schema: { body: impersonateBody } }, async (request, reply) => {
    const { principal } = await authenticate(ctx, request);
    const body = request.body;
    if (body.UserName.trim().toLowerCase() !== (principal.actor ?? principal.email))
      throw new HttpError(403, 'UserName is not the signed-in user');
    const actor = await checkPassword(ctx, request, reply, body.UserName, body.Password, 403);
    if (!actor.canImpersonate) throw new HttpError(403, 'This account may not impersonate');
    const target = ctx.users.find(body.ImpersonateUser);
    if (!target) throw new HttpError(400, 'Unknown user');
    request.log.info(`${actor.email} impersonates ${target.email}`);
    const impersonation: Principal = {
      userId: target.userId,
      email: target.email,
      actor: actor.email,
      signIn: principal.signIn,
    };
    return {
      AccessToken: await mintAccessToken(impersonation, ctx.accessTokenTtlSeconds, ctx.clock.now()),
    };
  });

  api.post('/api/Account/token/refresh', { schema: { body: refreshBody } }, async (request, reply) => {
    const body = request.body;
    const found = ctx.signIns.peek(body.RefreshToken);
    if (!found || (body.UserId && body.UserId !== found.userId))
      throw new HttpError(401, 'Invalid refresh token');
    const rotation = ctx.signIns.rotate(body.RefreshToken);
    if (rotation.kind === 'throttled') {
      reply.header('Retry-After', Math.ceil(rotation.retryMs / SECOND_MS));
      throw new HttpError(429, 'Too many refreshes of this sign-in; try again shortly');
    }
    const owner = ctx.users.findById(found.userId);
    if (rotation.kind !== 'rotated' || !owner) {
      if (rotation.kind === 'replayed')
        request.log.warn(`a used refresh token of ${owner?.email} came back; its sign-in is revoked`);
      throw new HttpError(401, 'Invalid refresh token');
    }
    // An impersonation continues across refreshes: the expired token of the same sign-in names its actor.
    const previous = body.AccessToken
      ? await verifyAccessToken(body.AccessToken, ctx.clock.now(), true)
      : null;
    const principal: Principal =
      previous?.actor === owner.email && previous.signIn === rotation.signIn
        ? previous
        : { userId: owner.userId, email: owner.email, signIn: rotation.signIn };
    return {
      AccessToken: await mintAccessToken(principal, ctx.accessTokenTtlSeconds, ctx.clock.now()),
      RefreshToken: rotation.token,
    };
  });
};

/**
 * What an access-code mail says: the code, how long it is good, and when, from what address and in what
 * browser the sign-in was asked for, so the owner can tell a sign-in that was not theirs.
 */
function accessCodeMail(code: string, request: FastifyRequest, now: number): string {
  const agent = String(request.headers['user-agent'] ?? 'unknown')
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, MAIL_USER_AGENT_LENGTH);
  return [
    `Your access code is ${code}. It is valid for 10 minutes, for this one sign-in.`,
    `Asked for at ${new Date(now).toISOString()} from the address ${request.ip}, in the browser "${agent}".`,
    'If that was not you, do not pass the code on, and change your password.',
  ].join('\n');
}

/**
 * The account when the password is right; otherwise records the failure (per key and, for a known
 * account, per account across addresses) and throws HttpError `status`. Slowed per account and
 * client address (api/throttle.ts), the slot taken before the hash; the wait ends if the client
 * goes away.
 */
export async function checkPassword(
  ctx: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userName: string,
  password: string,
  status: number,
): Promise<User> {
  const key = throttleKey(userName, request.ip);
  await ctx.throttle.wait(key, clientGone(reply));
  const user = await ctx.users.verify(userName, password);
  if (!user) {
    ctx.throttle.fail(key);
    const account = ctx.users.find(userName);
    if (account) ctx.accountFailures.record(account.email);
    throw new HttpError(status, 'Invalid user name or password');
  }
  ctx.throttle.succeed(key);
  return user;
}

async function loginResponse(
  ctx: ApiContext,
  user: User,
  signIn: string,
  refreshToken: string,
  requiresCode: boolean,
): Promise<LoginResponse> {
  const principal: Principal = { userId: user.userId, email: user.email, signIn };
  return {
    AccessToken: await mintAccessToken(principal, ctx.accessTokenTtlSeconds, ctx.clock.now()),
    RefreshToken: refreshToken,
    UserId: user.userId,
    RequiresAccessConfirmation: requiresCode,
    Claims: [
      { Name: 'role', Value: user.role },
      { Name: 'canImpersonate', Value: String(user.canImpersonate) },
      { Name: 'clientTypeId', Value: String(user.clientTypeId) },
    ],
  };
}

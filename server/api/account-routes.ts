import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
const accessCodeBody = objectBody({ UserId: text(), Email: text(), Code: text() });
const impersonateBody = objectBody({ UserName: text(), Password: text(), ImpersonateUser: text() });
const refreshBody = objectBody({ RefreshToken: text() }, { UserId: optionalText, AccessToken: optionalText });

/**
 * Sign-in endpoints of spec §7: login, hash login, access-code validation, impersonation, token refresh.
 * For an account that needs an access code, a login answers the spec's usual shape, but its tokens
 * are good only for `accesscode/validate` until the mailed code is accepted for that sign-in; the
 * accepted code also sets an access-validated cookie only the service can make, and a browser that
 * presents it for that account signs in without a code for 30 days (`RequiresAccessConfirmation`
 * false). The body's `requiresAccessCode` is accepted but trusted for nothing.
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const api = withSchemaTypes(app);
  const codeMails = new MailQuota(ctx.clock, ACCESS_CODE_MAILS_PER_ACCOUNT, ACCESS_CODE_MAIL_WINDOW_MS);
  api.post('/api/Account/login', { schema: { body: loginBody } }, async (request, reply) => {
    const { UserName, Password } = request.body;
    const user = await checkPassword(ctx, request, reply, UserName, Password, 401);
    // An account whose passwords are being guessed from many addresses asks for the mailed code too.
    const codeNeeded = user.requiresAccessConfirmation || ctx.accountFailures.underAttack(user.email);
    const validated = !codeNeeded || (await hasAccessValidated(request, user, ctx.clock.now()));
    if (!validated && !codeMails.take(user.email)) {
      reply.header('Retry-After', Math.ceil(codeMails.waitMs(user.email) / SECOND_MS));
      throw new HttpError(429, 'Too many access codes were sent; use the latest one or try again later');
    }
    const { signIn, refreshToken } = ctx.signIns.start(user.userId, validated);
    if (!validated) {
      const code = ctx.accessCodes.issue(user.email, signIn);
      ctx.mailer.send(
        user.email,
        'Your Player Remote access code',
        `Your access code is ${code}. It is valid for 10 minutes.`,
      );
    }
    return loginResponse(ctx, user, signIn, refreshToken, !validated);
  });

  api.post('/api/Account/login/hash', { schema: { body: hashBody } }, async (request, reply) => {
    const key = throttleKey(HASH_LOGIN_KEY, request.ip);
    await ctx.throttle.wait(key, clientGone(reply));
    const { Secret } = request.body;
    const user = Object.hasOwn(HASH_SECRETS, Secret) ? ctx.users.find(HASH_SECRETS[Secret]!) : undefined;
    if (!user) {
      ctx.throttle.fail(key);
      throw new HttpError(401, 'Unknown sign-in link');
    }
    ctx.throttle.settle(key); // a shared key: one right secret clears nobody's failures
    const validated =
      !user.requiresAccessConfirmation || (await hasAccessValidated(request, user, ctx.clock.now()));
    const { signIn, refreshToken } = ctx.signIns.start(user.userId, validated);
    return loginResponse(ctx, user, signIn, refreshToken, !validated);
  });

  api.post(
    '/api/Account/accesscode/validate',
    { schema: { body: accessCodeBody } },
    async (request, reply) => {
      const { UserId, Email, Code } = request.body;
      const user = ctx.users.findById(UserId);
      const match =
        user && user.email === Email.trim().toLowerCase()
          ? ctx.accessCodes.consume(user.email, Code.trim(), request.ip)
          : null;
      if (!user || !match) throw new HttpError(400, 'Invalid access code');
      codeMails.clear(user.email);
      ctx.signIns.confirm(match.data);
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

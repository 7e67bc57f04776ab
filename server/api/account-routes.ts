import { fields, readJsonObject } from '../http/body';
import { HttpError } from '../http/errors';
import type { Router } from '../http/router';
import { type ApiContext, authenticate } from './context';
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

/** Hash-login secrets (spec §2 login `h` parameter) and the account each signs in. */
const HASH_SECRETS: Readonly<Record<string, string>> = { 'demo-hash': 'demo@example.com' };
const MAX_CREDENTIAL_LENGTH = 256;

/**
 * Sign-in endpoints of spec §7: login, hash login, access-code validation, impersonation, token refresh.
 * Access codes are mailed (dev outbox) when the account requires confirmation and the client says it
 * has no validated-access cookie (`requiresAccessCode` true or absent). As in the original product the
 * tokens come with the login answer and the code step is enforced by the client (spec §4 "Login").
 */
export function registerAccountRoutes(router: Router, ctx: ApiContext): void {
  router.add('POST', '/api/Account/login', async ({ req }) => {
    const body = fields(await readJsonObject(req), {
      UserName: 'string',
      Password: 'string',
      requiresAccessCode: 'boolean?',
    });
    if (body.UserName.length > MAX_CREDENTIAL_LENGTH || body.Password.length > MAX_CREDENTIAL_LENGTH)
      throw new HttpError(400, 'Credentials too long');
    const user = await checkPassword(ctx, body.UserName, body.Password, 401);
    if (user.requiresAccessConfirmation && body.requiresAccessCode !== false) {
      const code = ctx.accessCodes.issue(user.email);
      ctx.mailer.send(
        user.email,
        'Your Player Remote access code',
        `Your access code is ${code}. It is valid for 10 minutes.`,
      );
    }
    return loginResponse(ctx, user);
  });

  router.add('POST', '/api/Account/login/hash', async ({ req }) => {
    const { Secret } = fields(await readJsonObject(req), { Secret: 'string' });
    await ctx.throttle.wait('#hash');
    const user = Object.hasOwn(HASH_SECRETS, Secret) ? ctx.users.find(HASH_SECRETS[Secret] ?? '') : undefined;
    if (!user) {
      ctx.throttle.fail('#hash');
      throw new HttpError(401, 'Unknown sign-in link');
    }
    return loginResponse(ctx, user);
  });

  router.add('POST', '/api/Account/accesscode/validate', async ({ req }) => {
    const body = fields(await readJsonObject(req), { UserId: 'string', Email: 'string', Code: 'string' });
    const user = ctx.users.findById(body.UserId);
    if (
      !user ||
      user.email !== body.Email.trim().toLowerCase() ||
      !ctx.accessCodes.consume(user.email, body.Code.trim())
    ) {
      throw new HttpError(400, 'Invalid access code');
    }
    return { Success: true };
  });

  router.add('POST', '/api/Account/impersonate', async ({ req }) => {
    const { principal } = authenticate(ctx, req);
    const body = fields(await readJsonObject(req), {
      UserName: 'string',
      Password: 'string',
      ImpersonateUser: 'string',
    });
    if (body.UserName.trim().toLowerCase() !== (principal.actor ?? principal.email))
      throw new HttpError(403, 'UserName is not the signed-in user');
    const actor = await checkPassword(ctx, body.UserName, body.Password, 403);
    if (!actor.canImpersonate) throw new HttpError(403, 'This account may not impersonate');
    const target = ctx.users.find(body.ImpersonateUser);
    if (!target) throw new HttpError(400, 'Unknown user');
    ctx.log.info(`api: ${actor.email} impersonates ${target.email}`);
    return {
      AccessToken: mintAccessToken(
        { userId: target.userId, email: target.email, actor: actor.email },
        ctx.accessTokenTtlSeconds,
        ctx.clock.now(),
      ),
    };
  });

  router.add('POST', '/api/Account/token/refresh', async ({ req }) => {
    const body = fields(await readJsonObject(req), {
      RefreshToken: 'string',
      UserId: 'string?',
      AccessToken: 'string?',
    });
    const ownerId = ctx.refreshTokens.owner(body.RefreshToken);
    const owner = ownerId === null ? undefined : ctx.users.findById(ownerId);
    if (!owner || (body.UserId && body.UserId !== owner.userId))
      throw new HttpError(401, 'Invalid refresh token');
    const RefreshToken = ctx.refreshTokens.rotate(body.RefreshToken);
    if (!RefreshToken) throw new HttpError(401, 'Invalid refresh token');
    // An impersonation continues across refreshes: the expired token names its actor, who owns the refresh token.
    const previous = body.AccessToken ? verifyAccessToken(body.AccessToken, ctx.clock.now(), true) : null;
    const principal: Principal =
      previous?.actor === owner.email ? previous : { userId: owner.userId, email: owner.email };
    return {
      AccessToken: mintAccessToken(principal, ctx.accessTokenTtlSeconds, ctx.clock.now()),
      RefreshToken,
    };
  });
}

/** The account when the password is right; otherwise records the failure and throws HttpError `status`. Slowed per user name. */
export async function checkPassword(
  ctx: ApiContext,
  userName: string,
  password: string,
  status: number,
): Promise<User> {
  const key = userName.trim().toLowerCase();
  await ctx.throttle.wait(key);
  const user = await ctx.users.verify(key, password);
  if (!user) {
    ctx.throttle.fail(key);
    throw new HttpError(status, 'Invalid user name or password');
  }
  ctx.throttle.succeed(key);
  return user;
}

function loginResponse(ctx: ApiContext, user: User): LoginResponse {
  return {
    AccessToken: mintAccessToken(
      { userId: user.userId, email: user.email },
      ctx.accessTokenTtlSeconds,
      ctx.clock.now(),
    ),
    RefreshToken: ctx.refreshTokens.issue(user.userId),
    UserId: user.userId,
    RequiresAccessConfirmation: user.requiresAccessConfirmation,
    Claims: [
      { Name: 'role', Value: user.role },
      { Name: 'canImpersonate', Value: String(user.canImpersonate) },
      { Name: 'clientTypeId', Value: String(user.clientTypeId) },
    ],
  };
}

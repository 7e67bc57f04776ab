import { fields, readJsonObject } from '../http/body';
import { HttpError } from '../http/errors';
import type { Router } from '../http/router';
import { checkPassword } from './account-routes';
import { type ApiContext, authenticate, publicBase } from './context';
import { passwordProblem } from './password-rules';

/**
 * Password endpoints of spec §7. Meanings chosen here (the spec leaves them open):
 * - `password/forgot` {UserName}: always 200 (no account probing); for a known account a reset code
 *   is mailed as the link `${publicUrl}/reset-password?u=<email>&c=<code>` (valid 1 h).
 * - `password/forgot/reset` {UserName, Password = the mailed code, NewPassword}: sets the password,
 *   uses the code up and revokes the account's refresh tokens. Public (the user is signed out).
 * - `password/reset/validate` {UserName, Password = the mailed code}: 200 while the code is valid,
 *   else 400; does not use it up. Public.
 * - `password/reset` {UserName, Password = current, NewPassword, Requestor}: change password of the
 *   signed-in user (bearer); UserName must be that user. Requestor (the access token) is redundant
 *   with the bearer header and ignored. A wrong current password is 400, not 401 (401 means "refresh").
 * New passwords must satisfy spec §5; failures are 400 `{ Message }`.
 */
export function registerPasswordRoutes(router: Router, ctx: ApiContext): void {
  router.add('POST', '/api/Account/password/forgot', async ({ req }) => {
    const { UserName } = fields(await readJsonObject(req), { UserName: 'string' });
    const user = ctx.users.find(UserName);
    if (user) {
      const code = ctx.resetCodes.issue(user.email);
      const link = `${publicBase(ctx, req)}/reset-password?u=${encodeURIComponent(user.email)}&c=${encodeURIComponent(code)}`;
      ctx.mailer.send(
        user.email,
        'Reset your Player Remote password',
        `Open this link within an hour to choose a new password:\n${link}`,
      );
    } else {
      ctx.log.info(`api: password reset asked for unknown account ${JSON.stringify(UserName.slice(0, 64))}`);
    }
    return { Success: true };
  });

  router.add('POST', '/api/Account/password/forgot/reset', async ({ req }) => {
    const body = fields(await readJsonObject(req), {
      UserName: 'string',
      Password: 'string',
      NewPassword: 'string',
    });
    requireValidNewPassword(body.NewPassword);
    const user = ctx.users.find(body.UserName);
    if (!user || !ctx.resetCodes.consume(user.email, body.Password))
      throw new HttpError(400, 'Invalid or expired reset code');
    await ctx.users.setPassword(user.email, body.NewPassword);
    ctx.refreshTokens.revokeUser(user.userId);
    ctx.throttle.succeed(user.email);
    return { Success: true };
  });

  router.add('POST', '/api/Account/password/reset/validate', async ({ req }) => {
    const body = fields(await readJsonObject(req), { UserName: 'string', Password: 'string' });
    const user = ctx.users.find(body.UserName);
    if (!user || !ctx.resetCodes.check(user.email, body.Password))
      throw new HttpError(400, 'Invalid or expired reset code');
    return { Success: true };
  });

  router.add('POST', '/api/Account/password/reset', async ({ req }) => {
    const { principal } = authenticate(ctx, req);
    const body = fields(await readJsonObject(req), {
      UserName: 'string',
      Password: 'string',
      NewPassword: 'string',
      Requestor: 'string?',
    });
    if (body.UserName.trim().toLowerCase() !== principal.email)
      throw new HttpError(403, 'UserName is not the signed-in user');
    requireValidNewPassword(body.NewPassword);
    const user = await checkPassword(ctx, body.UserName, body.Password, 400);
    await ctx.users.setPassword(user.email, body.NewPassword);
    return { Success: true };
  });
}

function requireValidNewPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new HttpError(400, problem);
}

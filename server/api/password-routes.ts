import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors';
import { FORGOT_WINDOW_MS, RESET_MAIL_WINDOW_MS } from '../timing';
import { checkPassword } from './account-routes';
import { type ApiContext, authenticate } from './context';
import { MailQuota } from './mail-quota';
import { linkCode, linkId, splitLinkCode } from './codes';
import { passwordProblem } from './password-rules';
import { objectBody, optionalText, text, withSchemaTypes } from './schemas';

/** `password/forgot` requests one client address may make per {@link FORGOT_WINDOW_MS}; more get 429. */
export const FORGOT_PER_ADDRESS = 10;
/** Reset mails one account gets per {@link RESET_MAIL_WINDOW_MS} at most; further requests mail nothing. */
export const RESET_MAILS_PER_ACCOUNT = 3;

const forgotBody = objectBody({ UserName: text() });
const codeResetBody = objectBody({ UserName: text(), Password: text(), NewPassword: text() });
const validateBody = objectBody({ UserName: text(), Password: text() });
const changeBody = objectBody(
  { UserName: text(), Password: text(), NewPassword: text() },
  { Requestor: optionalText },
);

/**
 * Password endpoints of spec §7. Meanings chosen here (the spec leaves them open):
 * - `password/forgot` {UserName}: always 200 (no account probing); for a known account a reset code
 *   is mailed as the link `${publicBase}/reset-password?u=<email>&c=<link id>.<code>` (valid 1 h): the
 *   code is filed under the link's own random id, so only the link can try it (its wrong tries are its
 *   own, and the e-mail address alone neither finds nor voids it). The base is
 *   configuration, never the request's Host. Limited to {@link FORGOT_PER_ADDRESS} requests a minute
 *   per client address (429 beyond) and {@link RESET_MAILS_PER_ACCOUNT} mails per account per 15 min.
 * - `password/forgot/reset` {UserName, Password = the link's `c`, NewPassword}: sets the password,
 *   uses the code up (and voids the account's other links), ends the account's password-guessing gate and ends the account's sign-ins (their hub connections close, their HubUrls
 *   stop opening). Public (the user is signed out).
 * - `password/reset/validate` {UserName, Password = the mailed code}: 200 while the code is valid,
 *   else 400; does not use it up. Public.
 * - `password/reset` {UserName, Password = current, NewPassword, Requestor}: change password of the
 *   signed-in user (bearer); UserName must be that user. Requestor (the access token) is redundant
 *   with the bearer header and ignored. A wrong current password is 400, not 401 (401 means "refresh").
 *   Ends the account's other sign-ins (and their hub connections); this one stays, but its HubUrls
 *   minted before stop opening and its hub connections close (the app reconnects with a fresh one).
 * New passwords must satisfy spec §5; failures are 400 `{ Message }`.
 */
export const passwordRoutes: FastifyPluginAsync<ApiContext> = async (app, ctx) => {
  const api = withSchemaTypes(app);
  const resetMails = new MailQuota(ctx.clock, RESET_MAILS_PER_ACCOUNT, RESET_MAIL_WINDOW_MS);

  api.post(
    '/api/Account/password/forgot',
    {
      schema: { body: forgotBody },
      config: { rateLimit: { max: FORGOT_PER_ADDRESS, timeWindow: FORGOT_WINDOW_MS } },
    },
    async (request) => {
      const { UserName } = request.body;
      const user = ctx.users.find(UserName);
      if (user && resetMails.take(user.email)) {
        // The code is filed under the link's own id: only the link finds it (not the e-mail address).
        const id = linkId();
        const code = linkCode(id, ctx.resetCodes.issue(id, user.email));
        const link = `${ctx.publicBase()}/reset-password?u=${encodeURIComponent(user.email)}&c=${encodeURIComponent(code)}`;
        ctx.mailer.send(
          user.email,
          'Reset your Player Remote password',
          `Open this link within an hour to choose a new password:\n${link}`,
        );
      } else if (user) {
        request.log.warn(`reset mail to ${user.email} skipped: ${RESET_MAILS_PER_ACCOUNT} sent recently`);
      } else {
        request.log.info(`password reset asked for unknown account ${JSON.stringify(UserName.slice(0, 64))}`);
      }
      return { Success: true };
    },
  );

  api.post('/api/Account/password/forgot/reset', { schema: { body: codeResetBody } }, async (request) => {
    const body = request.body;
    requireValidNewPassword(body.NewPassword);
    const user = ctx.users.find(body.UserName);
    const link = splitLinkCode(body.Password);
    const match = user && link ? ctx.resetCodes.consume(link.id, link.code) : null;
    if (!user || !match || match.data !== user.email)
      throw new HttpError(400, 'Invalid or expired reset code');
    await ctx.users.setPassword(user.email, body.NewPassword);
    ctx.resetCodes.dropWhere((email) => email === user.email);
    ctx.signIns.revokeUser(user.userId);
    ctx.throttle.clearAccount(user.email);
    ctx.accountFailures.clear(user.email);
    return { Success: true };
  });

  api.post('/api/Account/password/reset/validate', { schema: { body: validateBody } }, async (request) => {
    const body = request.body;
    const user = ctx.users.find(body.UserName);
    const link = splitLinkCode(body.Password);
    // A link of another account does not count as this one's (and its code stays good).
    const owned = user && link ? ctx.resetCodes.owner(link.id) === user.email : false;
    if (!user || !link || !owned || !ctx.resetCodes.check(link.id, link.code))
      throw new HttpError(400, 'Invalid or expired reset code');
    return { Success: true };
  });

  api.post('/api/Account/password/reset', { schema: { body: changeBody } }, async (request, reply) => {
    const { principal } = await authenticate(ctx, request);
    const body = request.body;
    if (body.UserName.trim().toLowerCase() !== principal.email)
      throw new HttpError(403, 'UserName is not the signed-in user');
    requireValidNewPassword(body.NewPassword);
    const user = await checkPassword(ctx, request, reply, body.UserName, body.Password, 400);
    await ctx.users.setPassword(user.email, body.NewPassword);
    ctx.signIns.revokeUser(user.userId, principal.signIn);
    ctx.signIns.renewHubAccess(principal.signIn);
    return { Success: true };
  });
};

function requireValidNewPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new HttpError(400, problem);
}

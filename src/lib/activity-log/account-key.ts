/**
 * The key of the account signed in: its user id, and for an impersonation the account acted for too
 * (`<support user id>>as:<account e-mail>`), so a support user's log and the account's never mix.
 */
export function accountKey(userId: string, impersonatedEmail?: string): string {
  return impersonatedEmail ? `${userId}>as:${impersonatedEmail.toLowerCase()}` : userId;
}

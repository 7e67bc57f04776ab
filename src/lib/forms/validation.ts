/**
 * Form rules of spec §5 for the account screens and the impersonation dialog (login, impersonation,
 * forgot, reset and change password): two features use them, so they sit below both. Each validator
 * returns the message key of the first rule broken, or undefined when the value is valid. Keys are the
 * spec's where it names them; the "required" keys are ours.
 */

/** §9: user names are at most 256 characters. */
export const USERNAME_MAX = 256;
/** §9: passwords are 8 to 256 characters. */
export const PASSWORD_MIN = 8;
/** §9: passwords are 8 to 256 characters. */
export const PASSWORD_MAX = 256;
/** §5: a new password needs one of these characters. */
export const PASSWORD_SPECIALS = '!@#$&*?';

/** The WHATWG "valid e-mail address" (what `<input type="email">` accepts), at most 256 characters. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** True for a syntactically valid e-mail address (spec §5 "a valid e-mail"); surrounding spaces are ignored. */
export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= USERNAME_MAX && EMAIL.test(trimmed);
}

/** Login username (§5): required, at most 256 characters. */
export function validateLoginUserName(
  value: string,
): 'login.UserNameRequired' | 'login.UserNameMaxLength' | undefined {
  if (!value.trim()) return 'login.UserNameRequired';
  if (value.length > USERNAME_MAX) return 'login.UserNameMaxLength';
  return undefined;
}

/** Login password (§5): required, 8 to 256 characters. */
export function validateLoginPassword(
  value: string,
): 'login.PasswordRequired' | 'login.PasswordMinLengthError' | 'login.PasswordMaxLengthError' | undefined {
  if (!value) return 'login.PasswordRequired';
  if (value.length < PASSWORD_MIN) return 'login.PasswordMinLengthError';
  if (value.length > PASSWORD_MAX) return 'login.PasswordMaxLengthError';
  return undefined;
}

/** Access code (§5): required once the access-code step is active. */
export function validateAccessCode(value: string): 'login.AccessCodeRequired' | undefined {
  return value.trim() ? undefined : 'login.AccessCodeRequired';
}

/** Impersonation e-mail (§5): required and a valid e-mail. */
export function validateImpersonateUser(
  value: string,
): 'impersonate.EmailRequired' | 'impersonate.EmailInvalid' | undefined {
  if (!value.trim()) return 'impersonate.EmailRequired';
  return isEmail(value) ? undefined : 'impersonate.EmailInvalid';
}

/** Impersonation password (§5): required. */
export function validateImpersonatePassword(value: string): 'impersonate.PasswordRequired' | undefined {
  return value ? undefined : 'impersonate.PasswordRequired';
}

/** Forgot-password e-mail (§5): required and valid. */
export function validateForgotEmail(
  value: string,
): 'forgot-password.EmailRequired' | 'forgot-password.EmailInvalid' | undefined {
  if (!value.trim()) return 'forgot-password.EmailRequired';
  return isEmail(value) ? undefined : 'forgot-password.EmailInvalid';
}

/** Which rule of a new password (§5: 8 to 256, an upper-case letter, one of ! @ # $ & * ?) is broken first. */
export type NewPasswordProblem = 'required' | 'min' | 'max' | 'pattern';

/** The first broken new-password rule, or undefined. */
export function newPasswordProblem(value: string): NewPasswordProblem | undefined {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN) return 'min';
  if (value.length > PASSWORD_MAX) return 'max';
  if (!/[A-Z]/.test(value) || ![...PASSWORD_SPECIALS].some((c) => value.includes(c))) return 'pattern';
  return undefined;
}

const RESET_KEYS = {
  required: 'reset-password.RequiredError',
  min: 'reset-password.MinLengthError',
  max: 'reset-password.MaxLengthError',
  pattern: 'reset-password.PatternError',
} as const;

/** A reset-password field (§5): required, 8 to 256, the character rules. */
export function validateResetPassword(value: string): (typeof RESET_KEYS)[NewPasswordProblem] | undefined {
  const problem = newPasswordProblem(value);
  return problem && RESET_KEYS[problem];
}

/** The reset form's second field (§5): its own rules, then equal to the first (reset-password.MisMatchError). */
export function validateResetConfirmation(
  first: string,
  second: string,
): (typeof RESET_KEYS)[NewPasswordProblem] | 'reset-password.MisMatchError' | undefined {
  return validateResetPassword(second) ?? (first === second ? undefined : 'reset-password.MisMatchError');
}

const CHANGE_KEYS = {
  required: 'change-password.NewPasswordRequired',
  min: 'change-password.ConfirmPasswordErrorMinLength',
  max: 'change-password.ConfirmPasswordErrorMaxLength',
  pattern: 'change-password.ConfirmPasswordErrorPattern',
} as const;

/** Change password, current password (§5): required. */
export function validateCurrentPassword(
  value: string,
): 'change-password.CurrentPasswordRequired' | undefined {
  return value ? undefined : 'change-password.CurrentPasswordRequired';
}

/** Change password, new password (§5): required, 8 to 256, the character rules. */
export function validateChangedPassword(value: string): (typeof CHANGE_KEYS)[NewPasswordProblem] | undefined {
  const problem = newPasswordProblem(value);
  return problem && CHANGE_KEYS[problem];
}

/**
 * Form validation rules of spec §5. Each validator returns the message key of the first rule broken,
 * or undefined when the value is valid.
 */

export const USERNAME_MAX = 256;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** Login username: required, at most 256 characters. */
export function validateLoginUserName(value: string): 'login.UserNameRequired' | 'login.UserNameMaxLength' | undefined {
  if (!value.trim()) return 'login.UserNameRequired';
  if (value.length > USERNAME_MAX) return 'login.UserNameMaxLength';
  return undefined;
}

/** Login password: required, 8 to 256 characters. */
export function validateLoginPassword(
  value: string,
): 'login.PasswordRequired' | 'login.PasswordMinLengthError' | 'login.PasswordMaxLengthError' | undefined {
  if (!value) return 'login.PasswordRequired';
  if (value.length < PASSWORD_MIN) return 'login.PasswordMinLengthError';
  if (value.length > PASSWORD_MAX) return 'login.PasswordMaxLengthError';
  return undefined;
}

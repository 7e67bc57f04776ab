/**
 * New-password rules of spec §5 (reset and change forms): 8 to 256 characters, at least one
 * upper-case letter and at least one of ! @ # $ & * ?. Returns the broken rule, or null.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'The password must have at least 8 characters';
  if (password.length > 256) return 'The password must have at most 256 characters';
  if (!/[A-Z]/.test(password)) return 'The password needs an upper-case letter';
  if (!/[!@#$&*?]/.test(password)) return 'The password needs one of ! @ # $ & * ?';
  return null;
}

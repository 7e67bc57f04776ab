import * as rules from '../../../src/lib/forms/validation';

const long = (n: number, unit = 'a') => unit.repeat(n);
const good = 'Abcdef!1'; // 8 characters, an upper-case letter and a special

describe('spec §5 validation rules and their message keys', () => {
  describe('login', () => {
    it.each([
      ['', 'login.UserNameRequired'],
      ['   ', 'login.UserNameRequired'],
      [long(257), 'login.UserNameMaxLength'],
      [long(256), undefined],
      ['demo@example.com', undefined],
    ])('username %j → %s', (value, key) => expect(rules.validateLoginUserName(value)).toBe(key));

    it.each([
      ['', 'login.PasswordRequired'],
      [long(7), 'login.PasswordMinLengthError'],
      [long(8), undefined],
      [long(256), undefined],
      [long(257), 'login.PasswordMaxLengthError'],
    ])('password of length %#  → %s', (value, key) => expect(rules.validateLoginPassword(value)).toBe(key));

    it('access code is required once that step is active', () => {
      expect(rules.validateAccessCode(' ')).toBe('login.AccessCodeRequired');
      expect(rules.validateAccessCode('042917')).toBeUndefined();
    });
  });

  describe('impersonation', () => {
    it.each([
      ['', 'impersonate.EmailRequired'],
      ['not-an-email', 'impersonate.EmailInvalid'],
      ['a b@example.com', 'impersonate.EmailInvalid'],
      ['demo@', 'impersonate.EmailInvalid'],
      [' demo@example.com ', undefined],
    ])('ImpersonateUser %j → %s', (value, key) => expect(rules.validateImpersonateUser(value)).toBe(key));

    it('password is required', () => {
      expect(rules.validateImpersonatePassword('')).toBe('impersonate.PasswordRequired');
      expect(rules.validateImpersonatePassword('x')).toBeUndefined();
    });
  });

  describe('forgot password', () => {
    it.each([
      ['', 'forgot-password.EmailRequired'],
      ['@example.com', 'forgot-password.EmailInvalid'],
      [`${long(250)}@example.com`, 'forgot-password.EmailInvalid'],
      ['demo@example.com', undefined],
    ])('e-mail %j → %s', (value, key) => expect(rules.validateForgotEmail(value)).toBe(key));
  });

  describe('reset password', () => {
    it.each([
      ['', 'reset-password.RequiredError'],
      ['Abc!12', 'reset-password.MinLengthError'],
      [`A!${long(255)}`, 'reset-password.MaxLengthError'],
      ['abcdefg!', 'reset-password.PatternError'], // no upper-case letter
      ['Abcdefgh', 'reset-password.PatternError'], // no special character
      ['Abcdefg%', 'reset-password.PatternError'], // % is not one of ! @ # $ & * ?
      [good, undefined],
      [`A!${long(254)}`, undefined],
    ])('field %j → %s', (value, key) => expect(rules.validateResetPassword(value)).toBe(key));

    it.each(['!', '@', '#', '$', '&', '*', '?'])('accepts the special character %s', (c) => {
      expect(rules.validateResetPassword(`Abcdefg${c}`)).toBeUndefined();
    });

    it('the second field must equal the first (reset-password.MisMatchError)', () => {
      expect(rules.validateResetConfirmation(good, `${good}x`)).toBe('reset-password.MisMatchError');
      expect(rules.validateResetConfirmation(good, good)).toBeUndefined();
      expect(rules.validateResetConfirmation(good, 'short')).toBe('reset-password.MinLengthError');
    });
  });

  describe('change password', () => {
    it('current password is required', () => {
      expect(rules.validateCurrentPassword('')).toBe('change-password.CurrentPasswordRequired');
      expect(rules.validateCurrentPassword('anything')).toBeUndefined();
    });

    it.each([
      ['', 'change-password.NewPasswordRequired'],
      ['Ab!', 'change-password.ConfirmPasswordErrorMinLength'],
      [`A!${long(255)}`, 'change-password.ConfirmPasswordErrorMaxLength'],
      ['abcdefg!', 'change-password.ConfirmPasswordErrorPattern'],
      ['ABCDEFGH', 'change-password.ConfirmPasswordErrorPattern'],
      [good, undefined],
    ])('new password %j → %s', (value, key) => expect(rules.validateChangedPassword(value)).toBe(key));
  });
});

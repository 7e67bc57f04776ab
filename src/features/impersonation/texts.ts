import { msg } from '../../lib/i18n/msg';

/** Texts of the impersonation dialog and button (spec §2 Impersonation dialog, §5, §8). */
export const impersonateTexts = {
  open: msg({ id: 'impersonate.Impersonate', defaultMessage: 'Impersonate' }),
  stop: msg({ id: 'impersonate.Unimpersonate', defaultMessage: 'Unimpersonate' }),
  title: msg({ id: 'impersonate.Title', defaultMessage: 'Act as another user' }),
  email: msg({ id: 'impersonate.Email', defaultMessage: 'E-mail of the user' }),
  password: msg({ id: 'impersonate.Password', defaultMessage: 'Your password' }),
  showPassword: msg({ id: 'impersonate.ShowPassword', defaultMessage: 'Show password' }),
  hidePassword: msg({ id: 'impersonate.HidePassword', defaultMessage: 'Hide password' }),
  submit: msg({ id: 'impersonate.Submit', defaultMessage: 'Impersonate' }),
  close: msg({ id: 'impersonate.Close', defaultMessage: 'Close' }),
  emailRequired: msg({ id: 'impersonate.EmailRequired', defaultMessage: 'Enter the e-mail of the user.' }),
  emailInvalid: msg({ id: 'impersonate.EmailInvalid', defaultMessage: 'Enter a valid e-mail address.' }),
  passwordRequired: msg({ id: 'impersonate.PasswordRequired', defaultMessage: 'Enter your password.' }),
  success: msg({ id: 'impersonate.SuccessMessage', defaultMessage: 'You are now acting as that user.' }),
  error: msg({
    id: 'impersonate.ErrorMessage',
    defaultMessage: 'Impersonation failed. Check the e-mail and your password.',
  }),
};

import { msg, type AppText } from '../../lib/i18n/msg';

/** Texts of the login screen (spec §2 Login, §5, §8), ids from the spec's keys. */
export const loginTexts = {
  title: msg({ id: 'login.Title', defaultMessage: 'Sign in to Player Remote' }),
  userName: msg({ id: 'login.UserName', defaultMessage: 'Username or e-mail' }),
  password: msg({ id: 'login.Password', defaultMessage: 'Password' }),
  showPassword: msg({ id: 'login.ShowPassword', defaultMessage: 'Show password' }),
  hidePassword: msg({ id: 'login.HidePassword', defaultMessage: 'Hide password' }),
  rememberMe: msg({ id: 'login.RememberMe', defaultMessage: 'Remember me' }),
  forgotPassword: msg({ id: 'login.ForgotPassword', defaultMessage: 'Forgot password?' }),
  submit: msg({ id: 'login.Submit', defaultMessage: 'Sign in' }),
  submitCode: msg({ id: 'login.SubmitCode', defaultMessage: 'Submit code' }),
  codeSentTo: msg({
    id: 'login.AccessCodeSentTo',
    defaultMessage: 'We have e-mailed an access code to {email}. Enter it to finish signing in.',
  }),
  sendNewCode: msg({ id: 'login.SendNewCode', defaultMessage: 'Send a new code' }),
  otherAccount: msg({ id: 'login.UseAnotherAccount', defaultMessage: 'Use another account' }),
  accessCode: msg({ id: 'login.AccessCode', defaultMessage: 'Access code' }),
  version: msg({ id: 'login.Version', defaultMessage: 'Version {version}' }),
  signingIn: msg({ id: 'login.SigningIn', defaultMessage: 'Signing you in…' }),
  unavailable: msg({
    id: 'login.Unavailable',
    defaultMessage:
      'Part of the app could not be loaded, so you are not signed in yet. Check the connection, then retry.',
  }),
  retry: msg({ id: 'login.Retry', defaultMessage: 'Retry' }),
  userNameRequired: msg({ id: 'login.UserNameRequired', defaultMessage: 'Enter your username or e-mail.' }),
  userNameMaxLength: msg({
    id: 'login.UserNameMaxLength',
    defaultMessage: 'The username can be at most 256 characters.',
  }),
  passwordRequired: msg({ id: 'login.PasswordRequired', defaultMessage: 'Enter your password.' }),
  passwordMinLength: msg({
    id: 'login.PasswordMinLengthError',
    defaultMessage: 'The password must be at least 8 characters.',
  }),
  passwordMaxLength: msg({
    id: 'login.PasswordMaxLengthError',
    defaultMessage: 'The password can be at most 256 characters.',
  }),
  accessCodeRequired: msg({
    id: 'login.AccessCodeRequired',
    defaultMessage: 'Enter the access code we sent you.',
  }),
  missingFields: msg({
    id: 'login.MissingFieldsMessage',
    defaultMessage: 'Please fill in all the fields correctly.',
  }),
  credentialsNotFound: msg({
    id: 'login.CredentialsNotFoundMessage',
    defaultMessage: 'We could not sign you in with those details.',
  }),
  invalidAccessCode: msg({
    id: 'login.InvalidAccessCodeMessage',
    defaultMessage: 'That access code is not valid.',
  }),
  tooManyAttempts: msg({
    id: 'login.TooManyAttemptsMessage',
    defaultMessage: 'Too many attempts for now. Try again in a few minutes; a code already sent still works.',
  }),
  accessCodeSent: msg({
    id: 'login.AccessCodeMessage',
    defaultMessage: 'We have e-mailed you an access code. Enter it to finish signing in.',
  }),
  offline: msg({
    id: 'login.OfflineMessage',
    defaultMessage: 'You are offline. Signing in needs the network; what you type here stays.',
  }),
  inactive: msg({
    id: 'login.InactiveMessage',
    defaultMessage: 'You were signed out after a period of inactivity.',
  }),
};

/** Texts of the forgot-password screen (spec §2, §5, §8). */
export const forgotTexts = {
  title: msg({ id: 'forgot-password.Title', defaultMessage: 'Forgot your password?' }),
  intro: msg({
    id: 'forgot-password.Intro',
    defaultMessage:
      'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  }),
  email: msg({ id: 'forgot-password.Email', defaultMessage: 'E-mail' }),
  submit: msg({ id: 'forgot-password.Submit', defaultMessage: 'Reset password' }),
  back: msg({ id: 'forgot-password.BackToLogin', defaultMessage: 'Back to sign in' }),
  emailRequired: msg({ id: 'forgot-password.EmailRequired', defaultMessage: 'Enter your e-mail address.' }),
  emailInvalid: msg({ id: 'forgot-password.EmailInvalid', defaultMessage: 'Enter a valid e-mail address.' }),
  success: msg({
    id: 'forgot-password.SuccessMessage',
    defaultMessage: 'If that account exists, we have e-mailed it a link to reset the password.',
  }),
  error: msg({
    id: 'forgot-password.ErrorMessage',
    defaultMessage: 'We could not send the reset e-mail. Please try again.',
  }),
};

/** Texts of the reset-password screen (spec §2, §5, §8). */
export const resetTexts = {
  title: msg({ id: 'reset-password.Title', defaultMessage: 'Choose a new password' }),
  rules: msg({
    id: 'reset-password.Rules',
    defaultMessage: '8 to 256 characters, with at least one upper-case letter and one of ! @ # $ & * ?',
  }),
  password: msg({ id: 'reset-password.Password', defaultMessage: 'New password' }),
  confirm: msg({ id: 'reset-password.ConfirmPassword', defaultMessage: 'Repeat the new password' }),
  submit: msg({ id: 'reset-password.Submit', defaultMessage: 'Save the new password' }),
  back: msg({ id: 'reset-password.BackToForgotPassword', defaultMessage: 'Back to forgot password' }),
  missingLink: msg({
    id: 'reset-password.MissingLink',
    defaultMessage: 'This reset link is incomplete. Ask for a new one.',
  }),
  required: msg({ id: 'reset-password.RequiredError', defaultMessage: 'Enter a password.' }),
  minLength: msg({
    id: 'reset-password.MinLengthError',
    defaultMessage: 'The password must be at least 8 characters.',
  }),
  maxLength: msg({
    id: 'reset-password.MaxLengthError',
    defaultMessage: 'The password can be at most 256 characters.',
  }),
  pattern: msg({
    id: 'reset-password.PatternError',
    defaultMessage: 'Use at least one upper-case letter and one of ! @ # $ & * ?',
  }),
  mismatch: msg({
    id: 'reset-password.MisMatchError',
    defaultMessage: 'The two passwords are not the same.',
  }),
  success: msg({
    id: 'reset-password.SuccessMessage',
    defaultMessage: 'Your password has been changed. Sign in with the new one.',
  }),
  error: msg({ id: 'reset-password.ErrorMessage', defaultMessage: 'Your password could not be reset.' }),
  errorPt2: msg({
    id: 'reset-password.ErrorMessagePT2',
    defaultMessage: 'The link may have expired: ask for a new one.',
  }),
  errorToast: msg({ id: 'reset-password.ErrorToast', defaultMessage: '{message} {detail}' }),
};

/** Texts of the change-password screen (spec §2, §5, §8). */
export const changeTexts = {
  title: msg({ id: 'change-password.Title', defaultMessage: 'Change password' }),
  current: msg({ id: 'change-password.CurrentPassword', defaultMessage: 'Current password' }),
  next: msg({ id: 'change-password.NewPassword', defaultMessage: 'New password' }),
  submit: msg({ id: 'change-password.Submit', defaultMessage: 'Change password' }),
  currentRequired: msg({
    id: 'change-password.CurrentPasswordRequired',
    defaultMessage: 'Enter your current password.',
  }),
  nextRequired: msg({ id: 'change-password.NewPasswordRequired', defaultMessage: 'Enter a new password.' }),
  minLength: msg({
    id: 'change-password.ConfirmPasswordErrorMinLength',
    defaultMessage: 'The new password must be at least 8 characters.',
  }),
  maxLength: msg({
    id: 'change-password.ConfirmPasswordErrorMaxLength',
    defaultMessage: 'The new password can be at most 256 characters.',
  }),
  pattern: msg({
    id: 'change-password.ConfirmPasswordErrorPattern',
    defaultMessage: 'Use at least one upper-case letter and one of ! @ # $ & * ?',
  }),
  success: msg({ id: 'change-password.SuccessMessage', defaultMessage: 'Your password has been changed.' }),
  error: msg({
    id: 'change-password.ErrorMessage',
    defaultMessage: 'Your password could not be changed. Check the current password.',
  }),
};

/** Texts shared by the account screens. */
export const commonTexts = {
  back: msg({ id: 'common.Back', defaultMessage: 'Back' }),
  logo: msg({ id: 'common.Logo', defaultMessage: 'Player Remote' }),
};

const all: readonly AppText[] = [loginTexts, forgotTexts, resetTexts, changeTexts].flatMap((group) =>
  Object.values(group),
);

/** The text declared with `id` (a validation or outcome key), or undefined. */
export function textById(id: string | undefined): AppText | undefined {
  return id === undefined ? undefined : all.find((m) => m.id === id);
}

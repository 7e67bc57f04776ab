import { msg } from '../../lib/i18n/msg';

/** Texts of the login screen and session flows (spec §2 Login, §5, §8), ids from the spec's keys. */
export const loginMessages = {
  title: msg({ id: 'login.Title', defaultMessage: 'Sign in to Player Remote' }),
  userName: msg({ id: 'login.UserName', defaultMessage: 'Username or e-mail' }),
  password: msg({ id: 'login.Password', defaultMessage: 'Password' }),
  showPassword: msg({ id: 'login.ShowPassword', defaultMessage: 'Show password' }),
  hidePassword: msg({ id: 'login.HidePassword', defaultMessage: 'Hide password' }),
  rememberMe: msg({ id: 'login.RememberMe', defaultMessage: 'Remember me' }),
  forgotPassword: msg({ id: 'login.ForgotPassword', defaultMessage: 'Forgot password?' }),
  submit: msg({ id: 'login.Submit', defaultMessage: 'Sign in' }),
  submitCode: msg({ id: 'login.SubmitCode', defaultMessage: 'Submit code' }),
  accessCode: msg({ id: 'login.AccessCode', defaultMessage: 'Access code' }),
  version: msg({ id: 'login.Version', defaultMessage: 'Version {version}' }),
  userNameRequired: msg({ id: 'login.UserNameRequired', defaultMessage: 'Enter your username or e-mail.' }),
  userNameMaxLength: msg({ id: 'login.UserNameMaxLength', defaultMessage: 'The username can be at most 256 characters.' }),
  passwordRequired: msg({ id: 'login.PasswordRequired', defaultMessage: 'Enter your password.' }),
  passwordMinLength: msg({ id: 'login.PasswordMinLengthError', defaultMessage: 'The password must be at least 8 characters.' }),
  passwordMaxLength: msg({ id: 'login.PasswordMaxLengthError', defaultMessage: 'The password can be at most 256 characters.' }),
  accessCodeRequired: msg({ id: 'login.AccessCodeRequired', defaultMessage: 'Enter the access code we sent you.' }),
  missingFields: msg({ id: 'login.MissingFieldsMessage', defaultMessage: 'Please fill in all the fields correctly.' }),
  credentialsNotFound: msg({ id: 'login.CredentialsNotFoundMessage', defaultMessage: 'We could not sign you in with those details.' }),
  invalidAccessCode: msg({ id: 'login.InvalidAccessCodeMessage', defaultMessage: 'That access code is not valid.' }),
  accessCodeSent: msg({ id: 'login.AccessCodeMessage', defaultMessage: 'We have e-mailed you an access code. Enter it to finish signing in.' }),
  inactive: msg({ id: 'login.InactiveMessage', defaultMessage: 'You were signed out after a period of inactivity.' }),
};

/** Texts shared by the headers and the menu. */
export const commonMessages = {
  logout: msg({ id: 'common.Logout', defaultMessage: 'Log out' }),
  back: msg({ id: 'common.Back', defaultMessage: 'Back' }),
  language: msg({ id: 'common.Language', defaultMessage: 'Language' }),
  logo: msg({ id: 'common.Logo', defaultMessage: 'Player Remote' }),
};

/**
 * The element ids of the login screen's fields (spec §2 Login): the screen's inputs carry them, and the
 * page script that shows the screen rendered at build time (src/boot/page/prerendered.ts) fills in the
 * remembered e-mail and the remember-me box by them before the app runs.
 */
export const LOGIN_FIELD_IDS = {
  username: 'username',
  password: 'password',
  rememberMe: 'remember-me',
} as const;

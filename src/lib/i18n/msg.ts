/**
 * Declares one translatable message with an explicit id (the spec's key) and its English default.
 * `@formatjs/cli extract` and the build's formatjs transformer know this function (`--additional-function-names msg`),
 * so messages are extracted into i18n/en.json, and the build strips the defaults from the bundle (texts come
 * from the compiled language files; no ICU parser at run time).
 */
export function msg(descriptor: AppMessage): AppMessage {
  return descriptor;
}

/** A message descriptor with a required id (assignable to react-intl's MessageDescriptor). */
export interface AppMessage {
  readonly id: string;
  readonly defaultMessage: string;
  readonly description?: string;
}

/**
 * Declares one text with an explicit id (the spec's key) and its English default (react-intl calls it a
 * message descriptor).
 * `@formatjs/cli extract` and the build's formatjs transformer know this function (`--additional-function-names msg`),
 * so texts are extracted into i18n/en.json, and the build strips the defaults from the bundle (texts come
 * from the compiled language files; no ICU parser at run time).
 */
export function msg(descriptor: AppText): AppText {
  return descriptor;
}

/** A text: react-intl's message descriptor with a required id (assignable to its MessageDescriptor). */
export interface AppText {
  readonly id: string;
  readonly defaultMessage: string;
  readonly description?: string;
}

import type { SignInRequest } from './login.streams';

/** A sign-in the form asks for: the credentials, the code typed and the sign-in waiting for it. */
export type Submission = Exclude<SignInRequest, { readonly secret: string }>;

/** The input that takes the screen back to the first step for another account. */
export const OTHER_ACCOUNT = 'other-account';

/**
 * What the login form (the first step and the code step) sends to the screen's flow: a sign-in, or
 * {@link OTHER_ACCOUNT}. Its own module, so the code step's chunk and the screen's flow both read it
 * and neither imports the other.
 */
export type LoginInput = Submission | typeof OTHER_ACCOUNT;

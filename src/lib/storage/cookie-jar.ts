/** The attributes the app sets a cookie with (spec §4 Login: the access-validated cookie). */
export interface CookieAttributes {
  readonly path?: string;
  readonly sameSite?: 'strict' | 'lax' | 'none';
  readonly secure?: boolean;
  /** When the cookie expires; a session cookie without it. */
  readonly expires?: Date;
}

/**
 * The page's cookies as the app reads and writes them (the anti-forgery token, the access-validated
 * cookie; spec §3): in the browser, js-cookie over `document.cookie` (src/app/services.ts); names and
 * values are plain strings (no JSON).
 */
export interface CookieJar {
  /** The cookie's value, or undefined when the page has no such cookie. */
  get(name: string): string | undefined;
  /** Sets the cookie (the jar's default attributes, then `attributes`). */
  set(name: string, value: string, attributes?: CookieAttributes): void;
}

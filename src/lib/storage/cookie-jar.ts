import type Cookies from 'universal-cookie';

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
 * cookie; spec §3): in the browser, universal-cookie over `document.cookie` ({@link cookieJarOf},
 * src/app/services.ts); names and values are plain strings (no JSON).
 */
export interface CookieJar {
  /** The cookie's value, or undefined when the page has no such cookie. */
  get(name: string): string | undefined;
  /** Sets the cookie (the jar's default attributes, then `attributes`). */
  set(name: string, value: string, attributes?: CookieAttributes): void;
}

/**
 * The {@link CookieJar} over a universal-cookie instance: values read as they are (`doNotParse`, never
 * JSON), set at path `/` unless `attributes` say otherwise. Takes the instance so the library itself stays
 * out of the first load: it comes with the network code (src/app/services.ts).
 */
export function cookieJarOf(cookies: Cookies): CookieJar {
  return {
    get: (name) => cookies.get<string | undefined>(name, { doNotParse: true }),
    set: (name, value, attributes) => cookies.set(name, value, { path: '/', ...attributes }),
  };
}

/**
 * Trusted Types (docs/architecture.md §11, README "Embedding"): the app's page enforces
 * `require-trusted-types-for 'script'`, so a script address reaches the DOM (`script.src`, the service
 * worker's registration) only through a named policy, and only the names its CSP's `trusted-types` lists may
 * create one. This module names them, in the one place the build (webpack.config.js: webpack's own policy,
 * and dist/page-csp.json, from which the service builds the page's CSP) and the code read them, and makes
 * the app's policies for script addresses. Where the browser has no Trusted Types, a policy's checks
 * still run and the address stays a string.
 */
import type { TrustedTypePolicyFactory } from 'trusted-types/lib';

/** The names of the app's Trusted Types policies; one script bundle creates each, once. */
export const POLICY = {
  /** The head's page script (src/boot/page/hints.ts): the entry's scripts, same-origin under the bundle folder. */
  page: 'player-remote#page',
  /** webpack's chunk loading (`output.trustedTypes`, webpack.config.js): the lazy chunks' scripts. */
  webpack: 'player-remote#webpack',
  /** The service worker's registration (src/app/service-worker-update.ts): the worker's script alone. */
  worker: 'player-remote#worker',
  /** The host pages' loader (src/embed/loader.ts): the host entry's scripts, under the loader's own folder. */
  loader: 'player-remote#loader',
} as const;

/** The policies of the app's own page: its CSP's `trusted-types` (written into dist/page-csp.json by the build). */
export const PAGE_POLICIES: readonly string[] = [POLICY.page, POLICY.webpack, POLICY.worker];

/** The policies the bundle creates on a host page: what a host page's CSP that enforces Trusted Types must allow. */
export const HOST_POLICIES: readonly string[] = [POLICY.loader, POLICY.webpack];

/**
 * A rule of {@link scriptUrlPolicy}: `url` (absolute) lies under `folder` (an address ending in `/`), and,
 * with `sameOrigin`, on the page's own origin.
 */
export const under =
  (folder: URL, sameOrigin: boolean) =>
  (url: URL): boolean =>
    url.href.startsWith(folder.href) && (!sameOrigin || url.origin === location.origin);

/**
 * Creates the Trusted Types policy `name` (one of {@link POLICY}) for script addresses that `allows`
 * (given the address resolved against the page), and returns what makes them: a TrustedScriptURL where the
 * browser has Trusted Types, else the string itself (typed as the string the DOM's typings take). Throws a
 * TypeError for an address the rule refuses, and, from the browser, when the page's CSP does not allow
 * the name or it was created already.
 */
export function scriptUrlPolicy(name: string, allows: (url: URL) => boolean): (url: string) => string {
  const check = (url: string): string => {
    if (!allows(new URL(url, location.href)))
      throw new TypeError(`Player Remote: the policy ${name} refuses the script ${url}`);
    return url;
  };
  const policy = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes?.createPolicy(
    name,
    {
      createScriptURL: check,
    },
  );
  return policy ? (url) => policy.createScriptURL(url) as unknown as string : check;
}

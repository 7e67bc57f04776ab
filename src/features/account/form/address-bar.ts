/**
 * Reading secrets from the address (spec §2 Login `h`, Reset password `u` and `c`) and taking them
 * out of it once read (docs/design.md "Deliberate differences from the original product"), for path and hash routing alike.
 */

/** The window parts this module touches (injected in tests). */
export interface AddressBar {
  readonly location: Pick<Location, 'href'>;
  readonly history: Pick<History, 'replaceState' | 'state'>;
}

/** Splits an address into the part before the query, the query and the part after it. */
function split(href: string): { before: string; query: URLSearchParams; after: string } {
  const url = new URL(href);
  const hashQuery = url.hash.indexOf('?');
  if (hashQuery >= 0) {
    // Hash routing: /#/reset-password?u=…&c=…
    return {
      before: `${url.origin}${url.pathname}${url.search}${url.hash.slice(0, hashQuery)}`,
      query: new URLSearchParams(url.hash.slice(hashQuery + 1)),
      after: '',
    };
  }
  return { before: `${url.origin}${url.pathname}`, query: url.searchParams, after: url.hash };
}

/**
 * Returns the query values of `names` and removes the `remove` ones from the address bar with
 * `history.replaceState` (no navigation, no new history entry). Missing values are undefined.
 */
export function takeQueryParams<N extends string>(
  bar: AddressBar,
  names: readonly N[],
  remove: readonly N[],
): Record<N, string | undefined> {
  const { before, query, after } = split(bar.location.href);
  const values = Object.fromEntries(names.map((n) => [n, query.get(n) ?? undefined])) as Record<
    N,
    string | undefined
  >;
  if (remove.some((n) => query.has(n))) {
    remove.forEach((n) => query.delete(n));
    const rest = query.toString();
    bar.history.replaceState(bar.history.state, '', `${before}${rest ? `?${rest}` : ''}${after}`);
  }
  return values;
}

/**
 * The address of the login route for a full page load (spec §4 "after a successful reset … the page
 * reloads"): `<basePath>/` with path routing; with hash routing the page address without its hash.
 */
export function loginHref(
  routing: 'path' | 'hash',
  basePath: string,
  location: Pick<Location, 'pathname' | 'search'>,
): string {
  return routing === 'hash' ? `${location.pathname}${location.search}` : `${basePath}/`;
}

import { createHash, randomBytes } from 'node:crypto';

/** Headers sent with every answer of the service (http/server.ts). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** Default `frame-ancestors` sources: only pages of the service itself may frame the app. */
export const DEFAULT_FRAME_ANCESTORS: readonly string[] = ["'self'"];

/** A fresh CSP nonce (128 random bits, base64), one per HTML answer. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a host page of the app (README "Embedding", strict CSP): scripts only
 * with the page's nonce, plus what they load ('strict-dynamic': webpack's lazy chunks); styles only
 * with the nonce (styled-components takes it from the script tag); no plugins; no `<base>`; framed
 * only by `frameAncestors`; with policy names (`trustedTypes`: the bundle's, from its
 * bundle-manifest.json), Trusted Types enforced and only those policies allowed ({@link trustedTypesDirectives}).
 */
export function contentSecurityPolicy(
  nonce: string,
  frameAncestors: readonly string[] = DEFAULT_FRAME_ANCESTORS,
  trustedTypes: readonly string[] = [],
): string {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error('a CSP nonce is base64');
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    ...trustedTypesDirectives(trustedTypes),
  ].join('; ');
}

/**
 * The Trusted Types directives for the policy names `policies` (src/lib/trusted-types.ts): script
 * addresses and HTML reach the DOM only through policies (`require-trusted-types-for 'script'`), and only
 * policies of those names may be created (`trusted-types`); none without names. Throws on a malformed name.
 */
export function trustedTypesDirectives(policies: readonly string[]): string[] {
  if (policies.some((name) => !/^[A-Za-z0-9#=_/@.%-]+$/.test(name)))
    throw new Error('a Trusted Types policy name is letters, digits and -#=_/@.%');
  return policies.length > 0
    ? ["require-trusted-types-for 'script'", `trusted-types ${policies.join(' ')}`]
    : [];
}

/**
 * Parses a `frame-ancestors` source list as configured (env FRAME_ANCESTORS): sources separated by
 * spaces or commas, e.g. `'self' https://shop.example.com`. Empty means the default. Throws on a
 * value that would break the header (quotes other than CSP keywords, semicolons).
 */
export function parseFrameAncestors(value: string | undefined): string[] | undefined {
  if (!value?.trim()) return undefined;
  const sources = value.split(/[\s,]+/).filter(Boolean);
  for (const source of sources)
    if (!/^('self'|'none'|[a-z][a-z0-9+.-]*:(\/\/[^\s;,']+)?|(\*\.)?[a-z0-9.-]+(:\d+|:\*)?)$/i.test(source))
      throw new Error(`FRAME_ANCESTORS: "${source}" is not a frame-ancestors source`);
  if (sources.includes("'none'") && sources.length > 1)
    throw new Error("FRAME_ANCESTORS: 'none' cannot be combined");
  return sources;
}

/**
 * The file beside index.html that lists its inline scripts' and styles' hashes and the Trusted Types
 * policies its bundle creates (written by the build).
 */
export const PAGE_HASHES_FILE = 'page-csp.json';

/**
 * The CSP hash sources (`'sha256-…'` without quotes) of a page's inline scripts and style elements, and
 * the names of the Trusted Types policies its bundle creates (src/lib/trusted-types.ts `PAGE_POLICIES`;
 * none: the policy enforces no Trusted Types).
 */
export interface PageHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly trustedTypes?: readonly string[];
}

/** The hash source of an inline element's text, as CSP computes it (SHA-256 of its UTF-8 bytes, base64). */
export function hashSource(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The hashes of every inline `<script>` (one without `src`) and every `<style>` of `html`, those in
 * `<template>`s too (the prerendered screen's style element, which a page script puts in the document),
 * with the page's Trusted Types policy names (`trustedTypes`). Computed at build time (webpack.config.js,
 * scripts/prerender.ts) into {@link PAGE_HASHES_FILE}.
 */
export function pageHashes(html: string, trustedTypes: readonly string[] = []): PageHashes {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/i.test(` ${attributes}`))
    .map(([, , text]) => hashSource(text ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text]) =>
    hashSource(text ?? ''),
  );
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)], trustedTypes: [...trustedTypes] };
}

/**
 * The hash of an empty style element: styled-components adds its own style elements empty and fills them
 * through the CSSOM (which a strict `style-src` allows), so only the empty element needs allowing.
 */
export const EMPTY_STYLE = hashSource('');

/**
 * The Content-Security-Policy of the app's own page (docs/architecture.md §11): hash-based, so a copy of
 * the page that the service worker keeps stays valid. Scripts: only the page's inline scripts by their
 * hashes, plus what they load ('strict-dynamic': the entry, which the head's page script adds, and
 * webpack's lazy chunks); styles: only the page's style elements by their hashes, and empty ones
 * ({@link EMPTY_STYLE}); everything else from the service only (`default-src 'self'`), connections
 * to the service and to `hubOrigins` (the Web PubSub endpoint when it is not the service's own hub),
 * images from the service (the stills, the logos) and data: URLs; forms post to the service only; no
 * plugins; no `<base>`; framed only by `frameAncestors`; with policy names (`hashes.trustedTypes`), script
 * addresses and HTML reach the DOM only through Trusted Types policies of those names
 * ({@link trustedTypesDirectives}). Throws on a malformed hash, hub origin or policy name.
 */
export function pageContentSecurityPolicy(
  hashes: PageHashes,
  frameAncestors: readonly string[] = DEFAULT_FRAME_ANCESTORS,
  hubOrigins: readonly string[] = [],
): string {
  const sources = (list: readonly string[]) => list.map((hash) => `'${hash}'`).join(' ');
  if ([...hashes.scripts, ...hashes.styles].some((hash) => !/^sha256-[A-Za-z0-9+/]+=*$/.test(hash)))
    throw new Error('a CSP hash is sha256-<base64>');
  if (hubOrigins.some((origin) => !/^wss?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)))
    throw new Error('a hub origin is ws(s)://host[:port]');
  return [
    "default-src 'self'",
    `script-src ${sources(hashes.scripts)} 'strict-dynamic'`.replace('  ', ' '),
    `style-src ${sources([...new Set([...hashes.styles, EMPTY_STYLE])])}`,
    // The service itself (its REST API and its own hub: 'self' takes in ws: of the same host) and the hub's.
    ['connect-src', "'self'", ...hubOrigins].join(' '),
    // The stills and the logos come from the service; the prerendered screen's icons may be data: URLs.
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    ...trustedTypesDirectives(hashes.trustedTypes ?? []),
  ].join('; ');
}

/**
 * Headers of the app's own page besides its CSP: no powerful feature the app never uses, its own
 * browsing-context group (no window of another site keeps a handle on it), and it is not to be loaded
 * by another site's page as a resource. Host pages embed the app through its bundle, never this page.
 */
export const PAGE_ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), display-capture=(), publickey-credentials-get=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Prepares the app's own page for an answer under {@link pageContentSecurityPolicy}: relative script,
 * stylesheet, icon and image addresses become absolute under `base` (the path the bundle is served from,
 * ending in `/`), so index.html also works as the fallback for deep links such as `/player/settings`.
 * Inline scripts and styles are left exactly as built: their hashes are in the policy.
 */
export function preparePage(html: string, base = '/'): string {
  return html.replace(
    /(<(?:script|link|img)\b[^>]*?\s(?:src|href)=)(["']?)(?![a-z][a-z0-9+.-]*:|\/|#)([^"'\s>]+)\2/gi,
    (_, head: string, quote: string, url: string) => `${head}${quote}${base}${url}${quote}`,
  );
}

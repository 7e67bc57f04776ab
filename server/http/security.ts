import { randomBytes } from 'node:crypto';

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
 * The Content-Security-Policy of an HTML page of the app (README "Embedding", strict CSP): scripts only
 * with the page's nonce, plus what they load ('strict-dynamic': webpack's lazy chunks); styles only
 * with the nonce (styled-components takes it from the script tag); no plugins; no `<base>`; framed
 * only by `frameAncestors`.
 */
export function contentSecurityPolicy(
  nonce: string,
  frameAncestors: readonly string[] = DEFAULT_FRAME_ANCESTORS,
): string {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error('a CSP nonce is base64');
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
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
 * Prepares an HTML page of the app for one answer: every `<script>`, every `<style>` (the prerendered
 * login screen's) and every preload hint gets `nonce` (under 'strict-dynamic' a parser-inserted preload
 * of a script without it is blocked), and relative
 * script, stylesheet, icon and image addresses become absolute under `base` (the path the bundle is served
 * from, ending in `/`), so index.html also works as the fallback for deep links such as
 * `/player/settings`.
 */
export function prepareHtml(html: string, nonce: string, base = '/'): string {
  return html
    .replace(/<script\b/gi, `<script nonce="${nonce}"`)
    .replace(/<style\b/gi, `<style nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*\srel=["']?(?:preload|modulepreload)["'\s>])/gi, `<link nonce="${nonce}"`)
    .replace(
      /(<(?:script|link|img)\b[^>]*?\s(?:src|href)=)(["']?)(?![a-z][a-z0-9+.-]*:|\/|#)([^"'\s>]+)\2/gi,
      (_, head: string, quote: string, url: string) => `${head}${quote}${base}${url}${quote}`,
    );
}

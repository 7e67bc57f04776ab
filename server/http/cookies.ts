import type { IncomingMessage } from 'node:http';

/** Parses the `Cookie` header into name → value (first occurrence wins; malformed pairs skipped). */
export function parseCookies(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(pair.slice(eq + 1).trim()));
    } catch {
      // a malformed value is ignored
    }
  }
  return cookies;
}

import type { IncomingMessage } from 'node:http';

/**
 * The path the router matches for a request target: the target's path (before `?`) with its
 * percent-escapes decoded, as fastify's router decodes it, so `/%61pi/…` is `/api/…` here too.
 * Null for a target that is not in origin form (`/…`: an absolute-form target such as
 * `http://x/api/…`, or `*`) or whose escapes do not decode.
 */
export function routedPath(target: string): string | null {
  if (!target.startsWith('/')) return null;
  const path = target.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Why a request's target or Host is refused (400) before any route sees it, or null: a target
 * not in origin form or with broken escapes ({@link routedPath}), or more than one `Host` header
 * (Node keeps the first, a proxy may have checked another).
 */
export function badTarget(req: Pick<IncomingMessage, 'url' | 'rawHeaders' | 'method'>): string | null {
  const target = req.url ?? '';
  if (!(req.method === 'OPTIONS' && target === '*') && routedPath(target) === null)
    return 'The request target must be a path';
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]?.toLowerCase() === 'host') hosts++;
  return hosts > 1 ? 'More than one Host header' : null;
}

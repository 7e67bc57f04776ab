import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultState } from '../faults/state';
import type { Logger } from '../log';
import { HttpError, sendJson, sendMessage } from './errors';
import type { Router } from './router';
import { BASE_SECURITY_HEADERS } from './security';
import { checkXsrf } from './xsrf';

/** Parts the request pipeline dispatches to. */
export interface HandlerParts {
  readonly api: Router;
  /** Development routes (/dev/…), served to loopback clients only; null outside dev mode. */
  readonly dev: Router | null;
  readonly serveStatic: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>;
  /** Development pages outside the bundle (the embedding example): resolves true when it answered. Null outside dev mode. */
  readonly devPages?:
    ((req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>) | null;
  /** Track artwork (http/stills.ts): resolves true when it answered. */
  readonly stills?: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
  readonly faults: FaultState;
  readonly log: Logger;
  /** Lower-case /api paths allowed without an XSRF cookie (sign-in steps). */
  readonly cookielessPaths: ReadonlySet<string>;
  /** True when served over https (cookies get `Secure`). */
  readonly secure: boolean;
}

/**
 * The HTTP pipeline: security headers on every answer (http/security.ts; HTML pages add their CSP); injected faults (delay, failure) for paths
 * outside /dev; the XSRF check (http/xsrf.ts) for /api; then /api routes, /dev routes, development pages,
 * artwork, static files.
 * Route errors become `{ "Message": … }` answers; unexpected ones are logged and answered 500.
 */
export function createRequestHandler(
  parts: HandlerParts,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
    handle(parts, req, res).catch((error: unknown) => {
      if (!(error instanceof HttpError))
        parts.log.error(`http: ${req.method} ${req.url?.split('?')[0]} failed`, error);
      if (res.headersSent) return void res.destroy();
      if (error instanceof HttpError) sendMessage(res, error.status, error.message);
      else sendMessage(res, 500, 'Internal error');
    });
  };
}

async function handle(parts: HandlerParts, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://service.invalid');
  const { pathname } = url;
  const method = req.method ?? 'GET';
  const isDev = /^\/dev(\/|$)/.test(pathname);

  if (!isDev) {
    const fault = parts.faults.httpFault(pathname);
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status) throw new HttpError(fault.status, 'Injected fault');
  }
  const isApi = /^\/api(\/|$)/.test(pathname);
  if (
    !checkXsrf(req, res, { secure: parts.secure, cookielessPaths: parts.cookielessPaths, pathname }) &&
    isApi
  ) {
    throw new HttpError(403, 'Missing or wrong X-XSRF-TOKEN header');
  }

  const router = isApi ? parts.api : isDev && parts.dev && isLoopback(req) ? parts.dev : null;
  if (router) {
    const match = router.match(method, pathname);
    if (match === null) throw new HttpError(404, 'Not found');
    if (match === 'method') throw new HttpError(405, 'Method not allowed');
    const result = await match.handler({ req, res, url, params: match.params });
    if (result !== undefined && !res.headersSent) sendJson(res, 200, result);
    return;
  }
  if (isApi || isDev) throw new HttpError(404, 'Not found');
  if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'Method not allowed');
  if (parts.devPages && (await parts.devPages(req, res, pathname))) return;
  if (parts.stills && (await parts.stills(req, res, pathname))) return;
  await parts.serveStatic(req, res, pathname);
}

/** True for requests from this machine (127.0.0.0/8 or ::1, also IPv4-mapped). */
export function isLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

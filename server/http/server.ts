import { createServer } from 'node:http';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Logger } from '../log';
import {
  CONNECTIONS_CHECK_MS,
  CORS_PREFLIGHT_MAX_AGE_SECONDS,
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from '../timing';
import { createErrorHandler, HttpError } from './errors';
import { hostName } from './host';
import { BASE_SECURITY_HEADERS } from './security';
import { sendAppFallback } from './static';
import { badTarget, routedPath } from './target';
import { checkXsrf, type XsrfOptions } from './xsrf';

/** Largest accepted request body, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Responses smaller than this (bytes) are sent uncompressed. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli quality for answers compressed on the fly (11 is far too slow per request). */
const BROTLI_QUALITY = 5;

/**
 * fastify's request logging, quieter: no line when a request comes in, and one `debug` line per
 * answer (method, path without its query, status, ms) instead of an `info` one, so `npm start` shows
 * only what matters unless LOG_LEVEL=debug. Failures are logged by http/errors.ts.
 */
class AnswerLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    reply.log.debug(
      { status: reply.statusCode, ms: Math.round(reply.elapsedTime), ...(error ? { err: error } : {}) },
      `${request.method} ${request.url.split('?')[0]}`,
    );
  }
}

/** An injected HTTP fault for one request: wait `delayMs`, then (if set) answer `status`. */
export interface HttpFault {
  readonly delayMs: number;
  readonly status?: number;
}

/** Where the HTTP layer finds the fault injected for a request (the fault controls' state, server/faults/). */
export interface HttpFaultSource {
  /** The fault for a request to `pathname`: none is `{ delayMs: 0 }`. */
  httpFault(pathname: string): HttpFault;
}

/** What {@link createHttpServer} builds on. */
export interface HttpServerOptions {
  /** fastify's logger (server/log.ts); handlers reach it as `request.log`. */
  readonly log: Logger;
  readonly faults: HttpFaultSource;
  /** Host names requests may name (http/host.ts `allowedHosts`). */
  readonly allowedHosts: ReadonlySet<string>;
  /** The XSRF rule's settings (http/xsrf.ts). */
  readonly xsrf: XsrfOptions;
  /** Origins that may call the API from their pages (CORS_ORIGINS); none by default. */
  readonly corsOrigins: readonly string[];
  /** The built bundle, for the app page fallback. */
  readonly distDir: string;
  readonly frameAncestors?: readonly string[];
  /** The hub's ws(s) origin when it is not the service's own (the app page's `connect-src`), read per answer. */
  readonly hubOrigins?: () => readonly string[];
  /** Header and request timeouts, ms (tests shorten them); defaults in timing.ts. */
  readonly headersTimeoutMs?: number;
  readonly requestTimeoutMs?: number;
  /** How long an idle kept-alive connection stays open, ms; Node's default when absent. */
  readonly keepAliveTimeoutMs?: number;
}

/**
 * The service's fastify instance with everything every route shares, in order:
 * 1. security headers on every answer (http/security.ts);
 * 2. a target that is not a path (absolute form) or two `Host` headers: 400 (http/target.ts);
 * 3. the Host allow-list: a request naming another host is refused with 421;
 * 4. injected faults (delay, failure) for paths outside /dev;
 * 5. the XSRF rule (http/xsrf.ts) for /api, with cookies parsed by @fastify/cookie;
 * (3–5 look at the path the router matches, escapes decoded: http/target.ts `routedPath`)
 * then CORS for the configured origins only, compression (@fastify/compress), rate limits where a
 * route asks for them (@fastify/rate-limit), JSON bodies only (`application/json`; anything else
 * is 415), errors as `{ Message }` (http/errors.ts), and unknown paths: 404 under /api and /dev,
 * else the app's page or 404 (http/static.ts). Routes are added by the caller.
 */
export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.log,
    logController: new AnswerLog(),
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    forceCloseConnections: true,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false } },
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
          requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
          ...(options.keepAliveTimeoutMs === undefined
            ? {}
            : { keepAliveTimeout: options.keepAliveTimeoutMs }),
          connectionsCheckingInterval: Math.min(
            CONNECTIONS_CHECK_MS,
            options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
          ),
        },
        handler,
      ),
  });
  // Only JSON: a cross-site form or text/plain POST (a "simple" request, no preflight) is 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(createErrorHandler());

  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.header(name, value);
    const bad = badTarget(request.raw);
    if (bad) throw new HttpError(400, bad);
    const host = hostName(request.headers.host);
    if (!host || !options.allowedHosts.has(host)) throw new HttpError(421, 'Unknown host');
    const path = routedPath(request.url) ?? '/';
    if (!/^\/dev(\/|$)/i.test(path)) {
      const fault = options.faults.httpFault(path);
      if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status) throw new HttpError(fault.status, 'Injected fault');
    }
  });
  await app.register(fastifyCookie);
  app.addHook('onRequest', async (request, reply) => {
    if (/^\/api(\/|$)/i.test(routedPath(request.url) ?? '') && !checkXsrf(request, reply, options.xsrf))
      throw new HttpError(403, 'Missing or wrong X-XSRF-TOKEN header');
  });
  if (options.corsOrigins.length > 0)
    await app.register(fastifyCors, {
      origin: [...options.corsOrigins],
      methods: ['GET', 'POST'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN'],
      maxAge: CORS_PREFLIGHT_MAX_AGE_SECONDS,
    });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests; try again in ${context.after}`),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (/^\/(api|dev)(\/|$)/i.test(path)) throw new HttpError(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpError(405, 'Method not allowed');
    return sendAppFallback(request, reply, options);
  });
  return app;
}

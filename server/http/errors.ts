import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error that becomes an HTTP response `{ "Message": message }` with `status` (spec §7 error shape). */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The body of every error answer (spec §7). */
export interface ErrorBody {
  Message: string;
}

/** Status of a client that went away before its answer (nginx's convention); logged at info, no stack. */
export const CLIENT_GONE = 499;
/** How deep {@link errorStatus} looks through `cause` for an HttpError. */
const MAX_CAUSE_DEPTH = 4;

/** The HttpError `error` is, or carries as its cause (an AbortError whose reason was one), if any. */
function httpErrorIn(error: unknown): HttpError | undefined {
  let current: unknown = error;
  // Not `instanceof Error`: Node's own AbortError may come from another realm.
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && typeof current === 'object' && current; depth++) {
    if (current instanceof HttpError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The status an error answers with: its own for HttpError (also as the cause of another, such as the
 * AbortError of a wait the client hung up on: 499) and fastify's client errors (400 bad JSON, 413, 415,
 * 429…), else 500.
 */
export function errorStatus(error: Partial<FastifyError> & Error): number {
  const http = httpErrorIn(error);
  if (http) return http.status;
  if (error.validation) return 400;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

/**
 * fastify's error handler for the service: every failure answers `{ Message }`, uncached. Client
 * errors keep their message; a client that went away ({@link CLIENT_GONE}) is one info line; anything
 * else is logged with the route and answered 500 without detail, so one bad request never affects another.
 */
export function createErrorHandler(): (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply {
  return (error, request, reply) => {
    const status = errorStatus(error);
    const route = `${request.method} ${request.url.split('?')[0]}`;
    // A client that hung up is no fault of the service: one line, no stack.
    if (status === CLIENT_GONE) request.log.info(`${route}: the client went away`);
    else if (status >= 500) request.log.error({ err: error }, `${route} failed`);
    const message = httpErrorIn(error)?.message ?? error.message;
    const body: ErrorBody = { Message: status >= 500 && status !== CLIENT_GONE ? 'Internal error' : message };
    return reply.code(status).header('Cache-Control', 'no-store').send(body);
  };
}

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

/** The status an error answers with: its own for HttpError and fastify's client errors (400 bad JSON, 413, 415, 429…), else 500. */
export function errorStatus(error: Partial<FastifyError> & Error): number {
  if (error instanceof HttpError) return error.status;
  if (error.validation) return 400;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

/**
 * fastify's error handler for the service: every failure answers `{ Message }`, uncached. Client
 * errors keep their message; anything else is logged with the route and answered 500 without detail,
 * so one bad request never affects another.
 */
export function createErrorHandler(): (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply {
  return (error, request, reply) => {
    const status = errorStatus(error);
    if (status >= 500)
      request.log.error({ err: error }, `${request.method} ${request.url.split('?')[0]} failed`);
    const body: ErrorBody = { Message: status >= 500 ? 'Internal error' : error.message };
    return reply.code(status).header('Cache-Control', 'no-store').send(body);
  };
}

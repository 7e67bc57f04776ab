import type { ServerResponse } from 'node:http';

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

/** Writes `body` as JSON with `status`; no caching for API answers. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body ?? null);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** Writes `{ "Message": message }` with `status`. */
export function sendMessage(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { Message: message });
}

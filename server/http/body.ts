import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';

/** Largest accepted request body, in bytes. */
const MAX_BODY_BYTES = 64 * 1024;

/** Reads and parses a JSON object body (an empty body is `{}` when `allowEmpty`). Errors: 413 when too large, 400 when not a JSON object. */
export async function readJsonObject(
  req: IncomingMessage,
  allowEmpty = false,
): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  if (allowEmpty && size === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'Body must be JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, 'Body must be a JSON object');
  return value as Record<string, unknown>;
}

type FieldKind = 'string' | 'string?' | 'boolean' | 'boolean?' | 'number';
type FieldValue<K extends FieldKind> = K extends 'string'
  ? string
  : K extends 'string?'
    ? string | undefined
    : K extends 'boolean'
      ? boolean
      : K extends 'boolean?'
        ? boolean | undefined
        : number;

/**
 * Picks typed fields from a body, e.g. `fields(body, { UserName: 'string', requiresAccessCode: 'boolean?' })`.
 * Required strings must be non-empty and at most 4096 characters. Throws HttpError 400 naming the field.
 */
export function fields<S extends Record<string, FieldKind>>(
  body: Record<string, unknown>,
  shape: S,
): { [F in keyof S]: FieldValue<S[F]> } {
  const out: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(shape)) {
    const value = body[name];
    const optional = kind.endsWith('?');
    if (value === undefined || value === null) {
      if (!optional) throw new HttpError(400, `${name} is required`);
      continue;
    }
    if (
      kind.startsWith('string') &&
      (typeof value !== 'string' || value.length > 4096 || (!optional && value === ''))
    ) {
      throw new HttpError(400, `${name} must be a non-empty string`);
    }
    if (kind.startsWith('boolean') && typeof value !== 'boolean')
      throw new HttpError(400, `${name} must be a boolean`);
    if (kind === 'number' && (typeof value !== 'number' || !Number.isFinite(value)))
      throw new HttpError(400, `${name} must be a number`);
    out[name] = value;
  }
  return out as { [F in keyof S]: FieldValue<S[F]> };
}

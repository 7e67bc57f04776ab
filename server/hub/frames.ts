/**
 * Frames of the reliable JSON subprotocol (hub-protocol.md §2 client → service, §3 service → client).
 * Parsing never throws: anything malformed comes back as `{ kind: 'invalid', reason }`.
 */

/** The one subprotocol this hub speaks. */
export const SUBPROTOCOL = 'json.reliable.webpubsub.azure.v1';

export type DataType = 'json' | 'text' | 'binary';

/** A client request, after validation. `ackId` is absent for fire-and-forget requests. */
export type ClientFrame =
  | { readonly type: 'joinGroup' | 'leaveGroup'; readonly group: string; readonly ackId?: number }
  | {
      readonly type: 'sendToGroup';
      readonly group: string;
      readonly ackId?: number;
      readonly noEcho: boolean;
      readonly dataType: DataType;
      readonly data: unknown;
    }
  | {
      readonly type: 'event';
      readonly event: string;
      readonly ackId?: number;
      readonly dataType: DataType;
      readonly data: unknown;
    }
  | { readonly type: 'sequenceAck'; readonly sequenceId: number }
  | { readonly type: 'ping' };

export type ParsedFrame =
  | ClientFrame
  | { readonly kind: 'unknown'; readonly type: string }
  | { readonly kind: 'invalid'; readonly reason: string; readonly ackId?: number };

/** Parses one text frame. Unknown `type` values are reported as `unknown` so the caller can ignore them. */
export function parseClientFrame(text: string): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { kind: 'invalid', reason: 'not an object' };
  const f = value as Record<string, unknown>;
  if (typeof f['type'] !== 'string') return { kind: 'invalid', reason: 'missing type' };
  const ackId = f['ackId'];
  if (ackId !== undefined && !isUint(ackId))
    return { kind: 'invalid', reason: 'ackId must be a non-negative integer' };
  const invalid = (reason: string): ParsedFrame => ({ kind: 'invalid', reason, ackId });
  switch (f['type']) {
    case 'joinGroup':
    case 'leaveGroup':
      if (!isName(f['group'])) return invalid('group must be a non-empty string');
      return { type: f['type'], group: f['group'], ackId };
    case 'sendToGroup': {
      if (!isName(f['group'])) return invalid('group must be a non-empty string');
      const payload = parsePayload(f);
      if ('reason' in payload) return invalid(payload.reason);
      if (f['noEcho'] !== undefined && typeof f['noEcho'] !== 'boolean')
        return invalid('noEcho must be a boolean');
      return { type: 'sendToGroup', group: f['group'], ackId, noEcho: f['noEcho'] === true, ...payload };
    }
    case 'event': {
      if (!isName(f['event'])) return invalid('event must be a non-empty string');
      const payload = parsePayload(f);
      if ('reason' in payload) return invalid(payload.reason);
      return { type: 'event', event: f['event'], ackId, ...payload };
    }
    case 'sequenceAck':
      if (!isUint(f['sequenceId'])) return invalid('sequenceId must be a non-negative integer');
      return { type: 'sequenceAck', sequenceId: f['sequenceId'] };
    case 'ping':
      return { type: 'ping' };
    default:
      return { kind: 'unknown', type: f['type'] };
  }
}

function parsePayload(
  f: Record<string, unknown>,
): { dataType: DataType; data: unknown } | { reason: string } {
  const dataType = f['dataType'] ?? 'json';
  const data = f['data'];
  if (dataType !== 'json' && dataType !== 'text' && dataType !== 'binary')
    return { reason: 'unknown dataType' };
  if (data === undefined) return { reason: 'data is required' };
  if (dataType !== 'json' && typeof data !== 'string') return { reason: `${dataType} data must be a string` };
  if (dataType === 'binary' && !/^[A-Za-z0-9+/]*={0,2}$/.test(data as string))
    return { reason: 'binary data must be base64' };
  return { dataType, data };
}

function isUint(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 1024;
}

/** Service → client frames (hub-protocol.md §3). */
export const serverFrames = {
  connected: (connectionId: string, reconnectionToken: string, userId: string | null) =>
    ({ type: 'system', event: 'connected', userId, connectionId, reconnectionToken }) as const,
  disconnected: (message: string) => ({ type: 'system', event: 'disconnected', message }) as const,
  ack: (ackId: number, error?: AckError) =>
    error
      ? ({ type: 'ack', ackId, success: false, error } as const)
      : ({ type: 'ack', ackId, success: true } as const),
  pong: () => ({ type: 'pong' }) as const,
};

/** The `error` of a failed ack: `Forbidden`, `Duplicate`, `InternalServerError`, or `BadRequest` for a malformed request. */
export interface AckError {
  readonly name: 'Forbidden' | 'Duplicate' | 'InternalServerError' | 'BadRequest';
  readonly message: string;
}

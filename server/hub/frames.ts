/**
 * Frames of the reliable JSON subprotocol (hub-protocol.md §2 client → service, §3 service → client).
 * Parsing never throws: anything malformed comes back as `{ kind: 'invalid', reason }`.
 */

/** The one subprotocol this hub speaks. */
export const SUBPROTOCOL = 'json.reliable.webpubsub.azure.v1';

/** Largest frame the hub accepts, in bytes of UTF-8: Azure Web PubSub's 1 MB message limit. */
export const MAX_FRAME_BYTES = 1024 * 1024;
/**
 * Largest frame a socket may carry at all (ws `maxPayload`): twice {@link MAX_FRAME_BYTES}, so a
 * frame somewhat over the limit still gets its error ack; beyond this ws closes the socket (1009).
 */
export const MAX_SOCKET_FRAME_BYTES = 2 * MAX_FRAME_BYTES;
/**
 * Most bytes a socket may have queued unsent (ws `bufferedAmount`: written by the hub, not yet taken
 * by the network because its reader does not read): four frames of {@link MAX_FRAME_BYTES}. A socket
 * past it has stopped reading; the hub closes it and forgets its connection (hub-protocol.md §15).
 */
export const MAX_SOCKET_BUFFERED_BYTES = 4 * MAX_FRAME_BYTES;
/**
 * Deepest nesting of arrays and objects a frame may have, the frame object itself counting 1.
 * Deeper data would be refused anyway by a receiver's parser limits and overflows recursive
 * serialisers (`JSON.stringify` throws near 10 000 levels).
 */
export const MAX_FRAME_DEPTH = 64;

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

/**
 * Parses one text frame. Unknown `type` values are reported as `unknown` so the caller can ignore
 * them. Frames over {@link MAX_FRAME_BYTES} or nested deeper than {@link MAX_FRAME_DEPTH} are
 * invalid (with their ackId, when they have a readable one, so the client gets an error ack).
 */
export function parseClientFrame(text: string): ParsedFrame {
  const depth = jsonDepth(text);
  let value: unknown;
  try {
    value = JSON.parse(text); // V8's parser is not recursive: any depth is safe to parse
  } catch {
    return { kind: 'invalid', reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { kind: 'invalid', reason: 'not an object' };
  const f = value as Record<string, unknown>;
  const ackId = isUint(f['ackId']) ? f['ackId'] : undefined;
  const invalid = (reason: string): ParsedFrame => ({ kind: 'invalid', reason, ackId });
  if (Buffer.byteLength(text) > MAX_FRAME_BYTES) return invalid(`frame larger than ${MAX_FRAME_BYTES} bytes`);
  if (depth > MAX_FRAME_DEPTH) return invalid(`frame nested deeper than ${MAX_FRAME_DEPTH} levels`);
  if (typeof f['type'] !== 'string') return invalid('missing type');
  if (f['ackId'] !== undefined && ackId === undefined)
    return { kind: 'invalid', reason: 'ackId must be a non-negative integer' };
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

/** The deepest nesting of `[` and `{` in JSON text (outside strings); iterative, so any input is safe. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
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

import { ProtocolError } from './errors';

/**
 * Service → client frames of the reliable JSON subprotocol (hub-protocol.md §3) and their parser.
 * One JSON object per text frame (§1 "Framing"). Client → service frames: client-frames.ts.
 */

/** How a message's `data` is encoded (hub-protocol.md §2). */
export type HubDataType = 'json' | 'text' | 'binary';

/** `{"type":"ack","ackId":n,"success":bool,"error"?:{name,message}}` (hub-protocol.md §3). */
export interface AckFrame {
  readonly type: 'ack';
  readonly ackId: number;
  readonly success: boolean;
  readonly error?: { readonly name: string; readonly message: string };
}

/**
 * `{"type":"message","from":…}` (hub-protocol.md §3). `from` is `group` (with `group`, `fromUserId`),
 * `server`, or a value this client does not know (kept so its sequenceId is still tracked).
 */
export interface MessageFrame {
  readonly type: 'message';
  readonly from: string;
  readonly group?: string;
  readonly dataType: HubDataType;
  readonly data: unknown;
  readonly fromUserId?: string | null;
  /** Absent: delivered without de-duplication (§3). */
  readonly sequenceId?: number;
}

/** `{"type":"system","event":"connected",…}`, first frame of a connection (hub-protocol.md §3). */
export interface ConnectedFrame {
  readonly type: 'system';
  readonly event: 'connected';
  readonly connectionId: string;
  readonly reconnectionToken?: string;
  readonly userId?: string | null;
}

/** `{"type":"system","event":"disconnected","message"}`, sent before the service closes a socket (§3). */
export interface DisconnectedFrame {
  readonly type: 'system';
  readonly event: 'disconnected';
  readonly message?: string;
}

/** `{"type":"pong"}`, the answer to `ping` (hub-protocol.md §3, §10). */
export interface PongFrame {
  readonly type: 'pong';
}

/** Every service frame the client understands. */
export type ServerFrame = AckFrame | MessageFrame | ConnectedFrame | DisconnectedFrame | PongFrame;

type Json = Record<string, unknown>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const isUint = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isString = (v: unknown): v is string => typeof v === 'string';
const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** The text a message frame of the service starts with: its sequenceId comes first (hub-protocol.md §3, §5). */
const SEQUENCE_PREFIX = '{"sequenceId":';
/** What follows the sequenceId of a message frame. */
const MESSAGE_TYPE = ',"type":"message"';
/** More digits than this may not be a safe integer: such a frame goes through the full parser. */
const MAX_SEQUENCE_DIGITS = 15;

/**
 * The sequenceId of a message frame read from the start of its text, without parsing the rest
 * (hub-protocol.md §5: a replay after a recovery is dropped by this id alone). Recognises only the
 * compact form the service writes, `{"sequenceId":<digits>,"type":"message"…`, with at most
 * {@link MAX_SEQUENCE_DIGITS} digits and no leading zero; returns `undefined` for anything else, which
 * then goes through {@link parseServerFrame}. Says nothing about whether the rest of the frame is valid.
 */
export function leadingSequenceId(text: string): number | undefined {
  if (!text.startsWith(SEQUENCE_PREFIX)) return undefined;
  const start = SEQUENCE_PREFIX.length;
  let end = start;
  let id = 0;
  for (; end < text.length && end - start <= MAX_SEQUENCE_DIGITS; end++) {
    const digit = text.charCodeAt(end) - 48; // '0'
    if (digit < 0 || digit > 9) break;
    id = id * 10 + digit;
  }
  const digits = end - start;
  if (digits === 0 || digits > MAX_SEQUENCE_DIGITS) return undefined;
  if (digits > 1 && text.charCodeAt(start) === 48) return undefined; // a leading zero is not JSON
  return text.startsWith(MESSAGE_TYPE, end) ? id : undefined;
}

/**
 * Parses one raw WebSocket frame (`MessageEvent.data`) from the service (hub-protocol.md §1, §3).
 * Returns the typed frame, or a `ProtocolError` (never throws) when the frame is binary or otherwise
 * not a string, not JSON, not an object, of unknown `type`/`event`, or of the wrong shape.
 */
export function parseServerFrame(raw: unknown): ServerFrame | ProtocolError {
  if (typeof raw !== 'string') return new ProtocolError('not a text frame', describeNonString(raw));
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return new ProtocolError('not JSON', raw);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return new ProtocolError('not a JSON object', raw);
  }
  const f = value as Json;
  switch (f['type']) {
    case 'message':
      return parseMessage(f, raw);
    case 'ack':
      return parseAck(f, raw);
    case 'system':
      return parseSystem(f, raw);
    case 'pong':
      return { type: 'pong' };
    default:
      return new ProtocolError(`unknown type ${JSON.stringify(f['type'])}`, raw);
  }
}

/** The error for a frame of a known `type` with the wrong shape. */
const bad = (f: Json, raw: string, reason: string) =>
  new ProtocolError(`${String(f['type'])} frame: ${reason}`, raw);

function parseAck(f: Json, raw: string): AckFrame | ProtocolError {
  const { ackId, success, error } = f;
  if (!isUint(ackId)) return bad(f, raw, 'ackId must be a non-negative integer');
  if (typeof success !== 'boolean') return bad(f, raw, 'success must be a boolean');
  if (error === undefined || error === null) return { type: 'ack', ackId, success };
  if (typeof error !== 'object' || !isString((error as Json)['name']))
    return bad(f, raw, 'error must have a string name');
  const { name, message } = error as Json;
  return {
    type: 'ack',
    ackId,
    success,
    error: { name: name as string, message: isString(message) ? message : '' },
  };
}

// Once per group message: plain checks and one object, no spread (the hot path of the client).
function parseMessage(f: Json, raw: string): MessageFrame | ProtocolError {
  const from = f['from'];
  const dataType = f['dataType'];
  const data = f['data'];
  const sequenceId = f['sequenceId'];
  if (typeof from !== 'string') return bad(f, raw, 'from must be a string');
  if (dataType !== 'json' && dataType !== 'text' && dataType !== 'binary')
    return bad(f, raw, `unknown dataType ${JSON.stringify(dataType)}`);
  if (dataType !== 'json' && typeof data !== 'string')
    return bad(f, raw, `${dataType} data must be a string`);
  if (sequenceId !== undefined && !isUint(sequenceId))
    return bad(f, raw, 'sequenceId must be a non-negative integer');
  const group = f['group'];
  if (from === 'group' && typeof group !== 'string') return bad(f, raw, 'group must be a string');
  const fromUserId = f['fromUserId'];
  if (fromUserId !== undefined && !isStringOrNull(fromUserId))
    return bad(f, raw, 'fromUserId must be a string or null');
  const frame: Mutable<MessageFrame> = { type: 'message', from, dataType, data };
  if (typeof group === 'string') frame.group = group;
  if (fromUserId !== undefined) frame.fromUserId = fromUserId;
  if (sequenceId !== undefined) frame.sequenceId = sequenceId;
  return frame;
}

function parseSystem(f: Json, raw: string): ConnectedFrame | DisconnectedFrame | ProtocolError {
  const { event } = f;
  if (event === 'connected') {
    const { connectionId, reconnectionToken, userId } = f;
    if (!isString(connectionId) || connectionId === '')
      return bad(f, raw, 'connectionId must be a non-empty string');
    if (reconnectionToken !== undefined && !isStringOrNull(reconnectionToken))
      return bad(f, raw, 'reconnectionToken must be a string');
    if (userId !== undefined && !isStringOrNull(userId))
      return bad(f, raw, 'userId must be a string or null');
    return {
      type: 'system',
      event: 'connected',
      connectionId,
      ...(isString(reconnectionToken) && reconnectionToken !== '' ? { reconnectionToken } : {}),
      ...(userId !== undefined ? { userId } : {}),
    };
  }
  if (event === 'disconnected') {
    const { message } = f;
    return { type: 'system', event: 'disconnected', ...(isString(message) ? { message } : {}) };
  }
  return bad(f, raw, `unknown event ${JSON.stringify(event)}`);
}

function describeNonString(raw: unknown): string {
  if (raw === null || raw === undefined) return String(raw);
  if (typeof raw === 'object') return `[${raw.constructor?.name ?? 'object'}]`;
  return `[${typeof raw}]`;
}

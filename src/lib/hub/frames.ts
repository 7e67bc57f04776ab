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

const DATA_TYPES: readonly string[] = ['json', 'text', 'binary'];

const isUint = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isOptional = <T>(v: unknown, guard: (x: unknown) => x is T): boolean => v === undefined || guard(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

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
  const bad = (reason: string) => new ProtocolError(`${String(f['type'])} frame: ${reason}`, raw);
  switch (f['type']) {
    case 'ack':
      return parseAck(f, bad);
    case 'message':
      return parseMessage(f, bad);
    case 'system':
      return parseSystem(f, bad);
    case 'pong':
      return { type: 'pong' };
    default:
      return new ProtocolError(`unknown type ${JSON.stringify(f['type'])}`, raw);
  }
}

type Bad = (reason: string) => ProtocolError;

function parseAck(f: Json, bad: Bad): AckFrame | ProtocolError {
  const { ackId, success, error } = f;
  if (!isUint(ackId)) return bad('ackId must be a non-negative integer');
  if (typeof success !== 'boolean') return bad('success must be a boolean');
  if (error === undefined || error === null) return { type: 'ack', ackId, success };
  if (typeof error !== 'object' || !isString((error as Json)['name']))
    return bad('error must have a string name');
  const { name, message } = error as Json;
  return {
    type: 'ack',
    ackId,
    success,
    error: { name: name as string, message: isString(message) ? message : '' },
  };
}

function parseMessage(f: Json, bad: Bad): MessageFrame | ProtocolError {
  const { from, group, dataType, data, fromUserId, sequenceId } = f;
  if (!isString(from)) return bad('from must be a string');
  if (!isString(dataType) || !DATA_TYPES.includes(dataType))
    return bad(`unknown dataType ${JSON.stringify(dataType)}`);
  if ((dataType === 'text' || dataType === 'binary') && !isString(data))
    return bad(`${dataType} data must be a string`);
  if (!isOptional(sequenceId, isUint)) return bad('sequenceId must be a non-negative integer');
  if (from === 'group' && !isString(group)) return bad('group must be a string');
  if (!isOptional(fromUserId, isStringOrNull)) return bad('fromUserId must be a string or null');
  return {
    type: 'message',
    from,
    ...(isString(group) ? { group } : {}),
    dataType: dataType as HubDataType,
    data,
    ...(fromUserId !== undefined ? { fromUserId: fromUserId as string | null } : {}),
    ...(sequenceId !== undefined ? { sequenceId: sequenceId as number } : {}),
  };
}

function parseSystem(f: Json, bad: Bad): ConnectedFrame | DisconnectedFrame | ProtocolError {
  const { event } = f;
  if (event === 'connected') {
    const { connectionId, reconnectionToken, userId } = f;
    if (!isString(connectionId) || connectionId === '') return bad('connectionId must be a non-empty string');
    if (!isOptional(reconnectionToken, isStringOrNull)) return bad('reconnectionToken must be a string');
    if (!isOptional(userId, isStringOrNull)) return bad('userId must be a string or null');
    return {
      type: 'system',
      event: 'connected',
      connectionId,
      ...(isString(reconnectionToken) && reconnectionToken !== '' ? { reconnectionToken } : {}),
      ...(userId !== undefined ? { userId: userId as string | null } : {}),
    };
  }
  if (event === 'disconnected') {
    const { message } = f;
    return { type: 'system', event: 'disconnected', ...(isString(message) ? { message } : {}) };
  }
  return bad(`unknown event ${JSON.stringify(event)}`);
}

function describeNonString(raw: unknown): string {
  if (raw === null || raw === undefined) return String(raw);
  if (typeof raw === 'object') return `[${raw.constructor?.name ?? 'object'}]`;
  return `[${typeof raw}]`;
}

/**
 * Errors raised by the hub client (docs/architecture.md §3.7): classes with a fixed `name` and a payload.
 * hub-protocol.md §3 (ack errors), §4 (ackId results), §1 (framing).
 */

/** The `error` object of a failed ack (hub-protocol.md §3): `Forbidden`, `InternalServerError`, … */
export interface HubAckErrorDetail {
  readonly name: string;
  readonly message: string;
}

/**
 * The service answered an acked request with an error other than `Duplicate`, on the last allowed
 * attempt (hub-protocol.md §4, SDK `SendMessageError`). `ackId` is the id every attempt carried.
 */
export class HubAckError extends Error {
  override readonly name = 'HubAckError';
  constructor(
    readonly ackId: number,
    readonly errorDetail: HubAckErrorDetail,
  ) {
    super(
      `Hub request ${ackId} failed: ${errorDetail.name}${errorDetail.message ? `: ${errorDetail.message}` : ''}`,
    );
  }
}

/**
 * The client was stopped (`HubClient.stop()`) while a request still waited for its ack.
 * `ackId` is the id of that request.
 */
export class HubClosedError extends Error {
  override readonly name = 'HubClosedError';
  constructor(readonly ackId?: number) {
    super(
      ackId === undefined
        ? 'The hub connection was stopped'
        : `The hub connection was stopped before request ${ackId} was acknowledged`,
    );
  }
}

/**
 * A frame from the service that the client cannot use: binary, not JSON, not an object, unknown
 * `type`, or a known `type` with the wrong shape (hub-protocol.md §1, §3). Never raised on a stream:
 * `parseServerFrame` returns it and the client logs it with `logger.warn`.
 */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
  constructor(
    /** Why the frame was rejected, e.g. `"not JSON"`, `"unknown type \"foo\""`. */
    readonly reason: string,
    /** The raw frame (string, or a description of a non-string frame). */
    readonly frame: unknown,
  ) {
    super(`Malformed hub frame: ${reason}`);
  }
}

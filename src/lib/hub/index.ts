/** Hub client barrel: the reliable JSON subprotocol client (docs/hub-protocol.md) and its contract. */
export { createHubClient } from './hub-client';
export { HubAckError, HubClosedError, ProtocolError, type HubAckErrorDetail } from './errors';
export { parseServerFrame, type ServerFrame, type HubDataType } from './frames';
export type { ClientFrame } from './client-frames';
export { HUB_SUBPROTOCOL } from './socket';
export type {
  HubAck,
  HubClient,
  HubClientDeps,
  HubGroupMessage,
  HubState,
  JoinGroupOptions,
  SendToGroupOptions,
  WebSocketCtor,
  WebSocketLike,
} from './types';

import WebSocket from 'ws';
import { serverFrames } from './frames';

/** Sends `system/disconnected`, then closes; 1008 tells the client the connection is gone for good (hub-protocol.md §6). */
export function kickSocket(ws: WebSocket, reason: string, code = 1008): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(serverFrames.disconnected(reason)));
  ws.close(code, reason.slice(0, 120));
}

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import { serverFrames } from './frames';

/** Sends `system/disconnected`, then closes; 1008 tells the client the connection is gone for good (hub-protocol.md §6). */
export function kickSocket(ws: WebSocket, reason: string, code = 1008): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(serverFrames.disconnected(reason)));
  ws.close(code, reason.slice(0, 120));
}

/** Answers an upgrade request with a plain HTTP error and ends the socket. */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  if (socket.destroyed) return;
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

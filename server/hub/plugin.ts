import type { IncomingMessage } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import fp from 'fastify-plugin';
import { MAX_SOCKET_FRAME_BYTES, SUBPROTOCOL } from './frames';
import type { Admission, HubServer } from './server';

/** What {@link hubPlugin} serves: the hub endpoint's state. */
export interface HubPluginOptions {
  readonly hub: HubServer;
}

/**
 * The hub as a fastify plugin (hub-protocol.md §1, "What a local server must do"): `@fastify/websocket`
 * owns the HTTP server's upgrades, so an upgrade goes through the service's own hooks first (the Host
 * allow-list, security headers: http/server.ts) and is refused as any answer is. Every upgrade, whatever
 * its path, is the hub's to admit (`HubServer.admit`: 404 off the hub paths, 401, 429, 503); an admitted
 * one completes its handshake with the reliable subprotocol (the only one it picks, through `ws`'s
 * `handleProtocols`) and its socket is bound to its connection. Before the service stops listening (a
 * `preClose` hook), the hub says goodbye to every socket. Registered with fastify-plugin: its hook
 * sees the upgrades of every path, not only those of its own routes.
 */
export const hubPlugin = fp<HubPluginOptions>(
  async (app, { hub }) => {
    await app.register(fastifyWebsocket, {
      options: {
        maxPayload: MAX_SOCKET_FRAME_BYTES,
        handleProtocols: (offered) => (offered.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
      },
      errorHandler: (error, socket, request) => {
        request.log.warn(`hub socket error: ${error.message}`);
        socket.terminate();
      },
      preClose: async () => {
        await hub.close();
        await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
      },
    });
    const admitted = new WeakMap<IncomingMessage, Exclude<Admission, { kind: 'refuse' }>>();
    app.addHook('onRequest', async (request, reply) => {
      if (!request.ws) return;
      const admission = await hub.admit(request.raw);
      if (admission.kind !== 'refuse') return void admitted.set(request.raw, admission);
      return reply.code(admission.status).type('text/plain; charset=utf-8').send(`${admission.reason}\n`);
    });
    // An upgrade refused by any hook (the Host check, the hub's own) ends with its answer: its socket,
    // which the HTTP server no longer tracks, would otherwise stay open and hold the service's close.
    app.addHook('onResponse', async (request) => {
      if (request.raw.headers.upgrade) request.raw.socket.destroy();
    });
    const accept = (socket: WebSocket, request: { raw: IncomingMessage }) => {
      const admission = admitted.get(request.raw);
      if (admission) hub.accept(socket, admission);
      else socket.terminate();
    };
    app.get('/client/hubs/:hub', { websocket: true }, accept);
    app.get('/client', { websocket: true }, accept);
  },
  { name: 'hub' },
);

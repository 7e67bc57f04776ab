import { connect } from 'node:net';
import type { Service } from '../../../server/app';
import { ApiClient, startTestService } from '../support/service';

/**
 * The shared HTTP pipeline (http/server.ts): CORS only for configured origins, and header
 * timeouts that also cover hub upgrades (a slowloris client trickling its headers byte by byte).
 */
let service: Service;
/** A short header timeout so the test need not wait the default 10 s. */
const HEADERS_TIMEOUT_MS = 500;
const SHOP = 'https://shop.example.com';

beforeAll(async () => {
  service = await startTestService({ corsOrigins: [SHOP], headersTimeoutMs: HEADERS_TIMEOUT_MS });
});
afterAll(() => service.close());

describe('CORS (CORS_ORIGINS)', () => {
  it('answers preflights and requests from a configured origin, and nothing for others', async () => {
    const preflight = (origin: string) =>
      fetch(`${service.url}/api/Player/list`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    const allowed = await preflight(SHOP);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets a page of that origin sign in and call the API without this origin's XSRF cookie", async () => {
    const headers = { Origin: SHOP, 'Content-Type': 'application/json' };
    const login = await fetch(`${service.url}/api/Account/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ UserName: 'demo@example.com', Password: 'Demo!2345' }),
    });
    expect(login.headers.get('access-control-allow-origin')).toBe(SHOP);
    const { AccessToken, RefreshToken, UserId } = await login.json();
    const list = await fetch(`${service.url}/api/Player/list`, {
      headers: { Origin: SHOP, Authorization: `Bearer ${AccessToken}` },
    });
    expect(list.status).toBe(200);
    const refresh = await fetch(`${service.url}/api/Account/token/refresh`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ RefreshToken, UserId }),
    });
    expect(refresh.status).toBe(200);
    const forged = await fetch(`${service.url}/api/Account/token/refresh`, {
      method: 'POST',
      headers: { ...headers, Origin: 'https://evil.example' },
      body: JSON.stringify({ RefreshToken, UserId }),
    });
    expect(forged.status).toBe(403);
  });

  it('sends no CORS headers at all when no origin is configured', async () => {
    const plain = await startTestService();
    try {
      const res = await new ApiClient(plain.url).request('GET', '/api/Player/list', {
        headers: { Origin: SHOP },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('slow clients', () => {
  it('closes a hub upgrade whose headers trickle in byte by byte once the header timeout passes', async () => {
    const socket = connect(service.port, '127.0.0.1');
    const request = `GET /client/hubs/test HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n`;
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    socket.on('error', () => undefined);
    const started = performance.now();
    let sent = 0;
    // One byte every 50 ms: at that pace the headers would take ~5 s, and the padding never ends.
    const trickle = setInterval(() => {
      if (socket.destroyed) return clearInterval(trickle);
      socket.write(sent < request.length ? request[sent++]! : 'X');
    }, 50);
    const closedAt = await closed;
    clearInterval(trickle);
    expect(closedAt - started).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
    expect(sent).toBeLessThan(request.length + 60);
  });
});

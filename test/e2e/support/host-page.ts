import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { playersOf } from '../../../server/fleet/fixture';
import { HOST_POLICIES } from '../../../src/lib/trusted-types';
import { baseUrl } from './browser';

/**
 * Host pages for the embedding tests, served by the test itself: a small loopback server that answers page
 * navigations under the paths a test registers with its own HTML (the README's strict CSP, a fresh nonce per
 * answer, Trusted Types enforced unless a page says otherwise; deep links of path routing included) and passes every other request, WebSocket upgrades too, to
 * the local service unchanged. So the bundle, the API and the hub are on the host page's origin, as on a
 * site that serves the bundle itself, and the page is a real network answer (Chromium's local-network
 * checks treat intercepted answers as public pages and refuse their loopback WebSockets).
 */

/**
 * The README's policy (section "Embedding"), with `nonce`: Trusted Types enforced, with the bundle's
 * policy names allowed (`trustedTypes`; none: a host page without Trusted Types).
 */
export const strictPolicy = (nonce: string, trustedTypes: readonly string[] = HOST_POLICIES): string =>
  [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
    ...(trustedTypes.length > 0
      ? ["require-trusted-types-for 'script'", `trusted-types ${trustedTypes.join(' ')}`]
      : []),
  ].join('; ');

/** Renders a host page for one answer. */
export type HostPageRender = (nonce: string, url: URL) => string;

/** The host site of a test file. */
export interface HostSite {
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /**
   * Answers page navigations whose path starts with `prefix` with `render` (the longest prefix wins), under
   * {@link strictPolicy} with `trustedTypes` (default the bundle's policy names; none: no Trusted Types).
   */
  page(prefix: string, render: HostPageRender, trustedTypes?: readonly string[]): void;
  close(): Promise<void>;
}

const rawHeaders = (headers: IncomingHttpHeaders) =>
  Object.entries(headers)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}\r\n`))
    .join('');

/** Starts a {@link HostSite} in front of the local service. */
export async function startHostSite(): Promise<HostSite> {
  const target = new URL(baseUrl());
  const pages = new Map<string, { render: HostPageRender; trustedTypes?: readonly string[] }>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const prefix = [...pages.keys()]
      .filter((p) => url.pathname.startsWith(p))
      .sort((a, b) => b.length - a.length)[0];
    const host = prefix === undefined ? undefined : pages.get(prefix);
    if (host && req.method === 'GET' && req.headers['sec-fetch-dest'] === 'document') {
      const nonce = randomBytes(16).toString('base64');
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': strictPolicy(nonce, host.trustedTypes),
      });
      res.end(host.render(nonce, url));
      return;
    }
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const tunnels = new Set<{ destroy(): void }>();
  server.on('upgrade', (req, socket, head) => {
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    const upstream = connect(Number(target.port), target.hostname, () => {
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${rawHeaders(req.headers)}\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the host site has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    page: (prefix, render, trustedTypes) => void pages.set(prefix, { render, trustedTypes }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        tunnels.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

/** A host page: its own title, `lang`, styles (with the nonce) and markup, then `scripts` (each with the nonce). */
export function hostHtml(
  nonce: string,
  parts: { title?: string; css?: string; body: string; scripts?: readonly string[] },
): string {
  const scripts = (parts.scripts ?? ['/player-remote.js'])
    .map((src) => `<script nonce="${nonce}" async src="${src}"></script>`)
    .join('\n');
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${parts.title ?? 'Host page'}</title>
<style nonce="${nonce}">${parts.css ?? ''}</style>
${scripts}
</head>
<body>
${parts.body}
</body>
</html>`;
}

/**
 * Records, from before any page script: CSP violations; `loaderror`, `signedin`, `signedout` and
 * `playerchange` events heard on `window` (the app's bubble up from its element); every
 * WebSocket and its state, and the hub connection ids it was given; listeners added to and removed from
 * `document` and `window` (EventTarget's own bookkeeping: the same listener twice counts once).
 */
export async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = {
      csp: [] as string[],
      loadErrors: [] as unknown[],
      events: [] as { type: string; detail: unknown }[],
      sockets: [] as WebSocket[],
      connectionIds: [] as string[],
      listeners: new Map<string, number>(),
    };
    (window as unknown as { __embed: typeof record }).__embed = record;
    const keyOf = (target: EventTarget, type: string, listener: unknown, options: unknown) => {
      const capture = typeof options === 'boolean' ? options : !!(options as { capture?: boolean })?.capture;
      return { target: target === document ? 'document' : 'window', type, capture, listener };
    };
    const live = new Set<string>();
    const ids = new WeakMap<object, number>();
    let nextId = 1;
    const idOf = (listener: unknown) => {
      if (typeof listener !== 'object' && typeof listener !== 'function') return 0;
      if (!listener) return 0;
      if (!ids.has(listener)) ids.set(listener, nextId++);
      return ids.get(listener) as number;
    };
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
      if (this === document || this === window) {
        const k = keyOf(this, type, listener, options);
        live.add(`${k.target} ${k.type} ${k.capture} #${idOf(k.listener)}`);
        if (typeof options === 'object' && options?.once) {
          // A once listener leaves by itself after its event.
          add.call(this, type, () => live.delete(`${k.target} ${k.type} ${k.capture} #${idOf(k.listener)}`), {
            once: true,
            capture: k.capture,
          });
        }
      }
      return add.call(this, type, listener, options);
    };
    EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
      if (this === document || this === window) {
        const k = keyOf(this, type, listener, options);
        live.delete(`${k.target} ${k.type} ${k.capture} #${idOf(k.listener)}`);
      }
      return remove.call(this, type, listener, options);
    };
    (record as unknown as { liveListeners: () => string[] }).liveListeners = () => [...live].sort();
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        record.sockets.push(this);
        this.addEventListener('message', (event: MessageEvent) => {
          try {
            const frame = JSON.parse(String(event.data)) as {
              type?: string;
              event?: string;
              connectionId?: string;
            };
            if (frame.type === 'system' && frame.event === 'connected' && frame.connectionId)
              record.connectionIds.push(frame.connectionId);
          } catch {
            // not JSON: not ours to read
          }
        });
      }
    };
    document.addEventListener('securitypolicyviolation', (event) =>
      record.csp.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
    window.addEventListener('loaderror', (event) =>
      record.loadErrors.push({
        ...(event as CustomEvent<object>).detail,
        on: event.target === window ? 'window' : (event.target as Element).localName,
      }),
    );
    for (const type of ['signedin', 'signedout', 'playerchange'])
      window.addEventListener(type, (event) =>
        record.events.push({ type, detail: (event as CustomEvent).detail }),
      );
  });
}

/** What {@link instrument} recorded so far. */
export function recorded(page: Page): Promise<{
  csp: string[];
  /** Each with where it was dispatched: `window`, or the element's name. */
  loadErrors: { url: string; reason: string; message: string; on: string }[];
  events: { type: string; detail: unknown }[];
  openSockets: number;
  connectionIds: string[];
  listeners: string[];
}> {
  return page.evaluate(() => {
    const r = (window as unknown as { __embed: Record<string, unknown> }).__embed as {
      csp: string[];
      loadErrors: { url: string; reason: string; message: string; on: string }[];
      events: { type: string; detail: unknown }[];
      sockets: WebSocket[];
      connectionIds: string[];
      liveListeners: () => string[];
    };
    return {
      csp: [...r.csp],
      loadErrors: [...r.loadErrors],
      events: [...r.events],
      openSockets: r.sockets.filter((s) => s.readyState !== WebSocket.CLOSED).length,
      connectionIds: [...r.connectionIds],
      listeners: r.liveListeners(),
    };
  });
}

/** The demo account's player called `name`: its card's identity. */
export function demoLicenceKey(name: string): string {
  const found = playersOf('demo@example.com').find((p) => p.PlayerName === name);
  if (!found) throw new Error(`The demo fleet has no player called ${JSON.stringify(name)}.`);
  return found.LicenceKey;
}

/** The player card of `licenceKey` on the selector (inside the app's shadow root: locators pierce it). */
export const playerCardOf = (page: Page, licenceKey: string): Locator =>
  page.locator(`[data-testid="player-card"][data-licence-key="${licenceKey}"]`);

/** Finds the demo player `name` through the selector's search box and opens its card (by LicenceKey). */
export async function openPlayerHere(page: Page, name: string): Promise<void> {
  await page.getByLabel('Search players').fill(name);
  await playerCardOf(page, demoLicenceKey(name)).click();
}

/** Signs in through the app's login form wherever it is mounted on `page`. */
export async function signInHere(
  page: Page,
  user = 'demo@example.com',
  password = 'Demo!2345',
): Promise<void> {
  await page.getByLabel('Username or e-mail').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until now playing shows a track (its FileName is set: the first status reply arrived). */
export async function waitForTrack(page: Page): Promise<void> {
  await page.locator('[data-testid="track-title"]:not([data-file-name=""])').waitFor({ timeout: 15_000 });
}

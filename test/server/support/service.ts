import { type Service, type ServiceOptions, startService } from '../../../server/app';
import type { LoginResponse } from '../../../server/api/account-routes';
import { testClockStart } from './clock';
import type { Json } from './json';

/**
 * Starts a quiet service on an ephemeral port, without the fleet, in dev mode unless told otherwise,
 * on a clock pinned to `CLOCK_START` (or the fixed default of support/clock.ts) unless the options
 * bring their own clock.
 */
export function startTestService(options: ServiceOptions = {}): Promise<Service> {
  const pinned = options.clock === undefined ? { clockStart: testClockStart() } : {};
  return startService({ port: 0, fleet: false, log: false, dev: true, ...pinned, ...options });
}

/** A decoded HTTP answer. */
export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** A fetch client that keeps the XSRF cookie like a browser and echoes it in `X-XSRF-TOKEN` on non-GET requests. */
export class ApiClient {
  xsrf: string | undefined;

  constructor(readonly base: string) {}

  /** Fetches a page so the service sets the XSRF cookie. */
  async prime(): Promise<void> {
    await this.request('GET', '/api/Player/list');
  }

  /** Sends a request; `token` becomes the bearer; `xsrf: false` leaves the cookie and header off. */
  async request<T = Json>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; xsrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const useXsrf = options.xsrf ?? true;
    if (useXsrf && method !== 'GET' && !this.xsrf) await this.prime();
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    if (useXsrf && this.xsrf) {
      headers['Cookie'] = `XSRF-TOKEN=${this.xsrf}`;
      if (method !== 'GET') headers['X-XSRF-TOKEN'] = this.xsrf;
    }
    const res = await fetch(this.base + path, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    });
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (cookie && useXsrf) this.xsrf = cookie;
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  post<T = Json>(path: string, body: unknown, token?: string): Promise<Answer<T>> {
    return this.request<T>('POST', path, { body, token });
  }

  get<T = Json>(path: string, token?: string): Promise<Answer<T>> {
    return this.request<T>('GET', path, { token });
  }

  /** Signs in and returns the login response; fails the test on anything but 200. */
  async login(
    email = 'demo@example.com',
    password = 'Demo!2345',
    requiresAccessCode = false,
  ): Promise<LoginResponse> {
    const answer = await this.post<LoginResponse>('/api/Account/login', {
      UserName: email,
      Password: password,
      requiresAccessCode,
    });
    if (answer.status !== 200)
      throw new Error(`login of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

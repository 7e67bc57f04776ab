import { type Service, type ServiceOptions, startService } from '../../../server/app';
import type { LoginResponse } from '../../../server/api/account-routes';
import { testClockStart } from '../../../scripts/support/clock';
import type { Json } from './json';

/**
 * Starts a quiet service on an ephemeral port, without the fleet (with it: no SDK keep-alive, so nothing
 * of it outlives `close()`), in dev mode unless told otherwise, on a clock pinned to `CLOCK_START` (or the
 * fixed default of scripts/support/clock.ts) unless the options bring their own clock. The fault routes
 * are on (their key: `service.faultsKey`, see {@link faultsRequest}).
 */
export function startTestService(options: ServiceOptions = {}): Promise<Service> {
  const pinned = options.clock === undefined ? { clockStart: testClockStart() } : {};
  return startService({
    port: 0,
    fleet: false,
    fleetKeepAlive: false,
    log: false,
    dev: true,
    faultRoutes: true,
    ...pinned,
    ...options,
  });
}

/**
 * A request to the fault routes of `service` (`/dev/faults…`) with its fault key and, for a body, as
 * JSON (server/faults/routes.ts).
 */
export function faultsRequest(service: Service, path: string, body?: object): Promise<Response> {
  return fetch(`${service.url}/dev/faults${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Faults-Key': service.faultsKey ?? '', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A decoded HTTP answer. */
export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A fetch client that keeps the cookies the service sets, like a browser (paths ignored), and echoes
 * the XSRF cookie in `X-XSRF-TOKEN` on non-GET requests.
 */
export class ApiClient {
  /** Cookies by name, as the service set them (the XSRF cookie included). */
  readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  /** The XSRF cookie's value, once the service has set it. */
  get xsrf(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

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
    if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    const jar = [...this.cookies].filter(([name]) => useXsrf || name !== 'XSRF-TOKEN');
    if (jar.length > 0 && !headers['Cookie']) headers['Cookie'] = jar.map(([k, v]) => `${k}=${v}`).join('; ');
    if (useXsrf && this.xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = this.xsrf;
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
    for (const line of res.headers.getSetCookie()) {
      const [, name = '', value = ''] = /^([^=]+)=([^;]*)/.exec(line) ?? [];
      if (name && (useXsrf || name !== 'XSRF-TOKEN')) this.cookies.set(name, value);
    }
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

  /**
   * Signs in and, when the account asks for an access code, enters the one just mailed (read from
   * the dev outbox), so the returned tokens work. Fails the test on anything but 200.
   */
  async loginConfirmed(email: string, password = 'Demo!2345'): Promise<LoginResponse> {
    const login = await this.login(email, password, true);
    if (!login.RequiresAccessConfirmation) return login;
    const outbox = await this.get<{ to: string; text: string }[]>('/dev/outbox');
    const Code = /access code is (\d{6})/.exec(
      outbox.body.filter((m) => m.to === email).at(-1)?.text ?? '',
    )?.[1];
    const answer = await this.post('/api/Account/accesscode/validate', {
      UserId: login.UserId,
      Email: email,
      Code,
      AccessToken: login.AccessToken,
    });
    if (answer.status !== 200) throw new Error(`access code of ${email} refused: ${answer.status}`);
    return login;
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

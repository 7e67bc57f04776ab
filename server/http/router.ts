import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a route handler receives: the request, the response, the parsed URL and `:name` path parameters. */
export interface RouteContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
}

/** A handler returns the JSON body of a 200 answer, or writes the response itself and returns undefined. Throw HttpError for errors. */
export type RouteHandler = (ctx: RouteContext) => unknown;

interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  readonly names: string[];
  readonly handler: RouteHandler;
}

/** A tiny method + path router; paths match case-insensitively (as ASP.NET routes do), e.g. `/api/Hub/:hub/accesstoken`. */
export class Router {
  private readonly routes: Route[] = [];

  /** Adds a route; `:name` segments become parameters (URL-decoded). */
  add(method: string, path: string, handler: RouteHandler): this {
    const names: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`, 'i'), names, handler });
    return this;
  }

  /** The matching route's handler bound to its parameters; `'method'` when only the method differs; null when none. */
  match(
    method: string,
    pathname: string,
  ): { handler: RouteHandler; params: Record<string, string> } | 'method' | null {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = safeDecode(m[i + 1] ?? '')));
      return { handler: route.handler, params };
    }
    return pathMatched ? 'method' : null;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

import type { IncomingMessage } from 'node:http';

/** Host names every service accepts: this machine's loopback names. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/** `Host` header → lower-case host name without port or IPv6 brackets; null when malformed or missing. */
export function hostName(header: string | undefined): string | null {
  if (!header || !/^[A-Za-z0-9.:[\]-]+$/.test(header)) return null;
  try {
    return new URL(`http://${header}`).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The host names a service answers to: the loopback names, the interface it listens on (unless a
 * wildcard), the host of its public URL and any configured extras (env ALLOWED_HOSTS). A request
 * naming any other Host is refused, so neither DNS rebinding nor a forged Host header can make the
 * service act for a name it does not own.
 */
export function allowedHosts(options: {
  readonly listenHost: string;
  readonly publicUrl?: string;
  readonly extra?: readonly string[];
}): ReadonlySet<string> {
  const names = new Set(LOOPBACK_HOSTS);
  const listen = hostName(options.listenHost.includes(':') ? `[${options.listenHost}]` : options.listenHost);
  if (listen && listen !== '0.0.0.0' && listen !== '::') names.add(listen);
  if (options.publicUrl) names.add(new URL(options.publicUrl).hostname.replace(/^\[(.*)\]$/, '$1'));
  for (const extra of options.extra ?? []) {
    const name = hostName(extra);
    if (name) names.add(name);
  }
  return names;
}

/**
 * Parses ALLOWED_HOSTS: host names (or `host:port`, the port is ignored) separated by spaces or
 * commas. Throws on a value that is not a host name.
 */
export function parseAllowedHosts(value: string | undefined): string[] | undefined {
  if (!value?.trim()) return undefined;
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const name = hostName(entry);
      if (!name) throw new Error(`ALLOWED_HOSTS: "${entry}" is not a host name`);
      return name;
    });
}

/** True for requests from this machine (127.0.0.0/8 or ::1, also IPv4-mapped). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}

/** True when the request's socket comes from this machine. */
export function isLoopback(req: Pick<IncomingMessage, 'socket'>): boolean {
  return isLoopbackAddress(req.socket.remoteAddress);
}

import { baseUrl, service } from './browser';

/**
 * The local service's fault routes (server/faults/routes.ts): loopback only, with this worker's
 * service's fault key (set by global-setup.ts) in `X-Faults-Key` and JSON bodies.
 */
function faultsHeaders(): Record<string, string> {
  return { 'X-Faults-Key': service().faultsKey, 'Content-Type': 'application/json' };
}

/** Turns a fault of the local service on or off (`POST /dev/faults/<name>`); fails on anything but 2xx. */
export async function fault(name: string, body: Record<string, unknown> = {}): Promise<void> {
  const response = await fetch(`${baseUrl()}/dev/faults/${name}`, {
    method: 'POST',
    headers: faultsHeaders(),
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fault ${name}: HTTP ${response.status}`);
}

/** The hub's logical connections the local service holds (`GET /dev/faults`). */
export async function hubConnections<T = { connectionId: string; groups: string[] }>(): Promise<T[]> {
  const response = await fetch(`${baseUrl()}/dev/faults`, { headers: faultsHeaders() });
  if (!response.ok) throw new Error(`GET /dev/faults: HTTP ${response.status}`);
  return ((await response.json()) as { connections: T[] }).connections;
}

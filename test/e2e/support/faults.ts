import { baseUrl } from './browser';

/**
 * The local service's fault routes (server/faults/routes.ts): loopback only, with the run's fault
 * key (`E2E_FAULTS_KEY`, set by global-setup.ts) in `X-Faults-Key` and JSON bodies.
 */
function faultsHeaders(): Record<string, string> {
  const key = process.env.E2E_FAULTS_KEY;
  if (!key) throw new Error('E2E_FAULTS_KEY is not set: run the browser tests through jest.');
  return { 'X-Faults-Key': key, 'Content-Type': 'application/json' };
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

import type { ServiceOptions } from './app';
import { parseInstant } from './clock';
import { parseFrameAncestors } from './http/security';

/**
 * Service options from the environment: PORT (default 8080), HOST (default 127.0.0.1), PUBLIC_URL,
 * FRAME_ANCESTORS (CSP `frame-ancestors` sources, space-separated), CLOCK_START (an ISO 8601
 * instant the service's clock starts at; unset: the machine's clock). Throws on a bad PORT, source
 * or instant.
 */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Pick<ServiceOptions, 'port' | 'host' | 'publicUrl' | 'frameAncestors' | 'clockStart'> {
  const port = env['PORT'] ? Number(env['PORT']) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a TCP port number, got "${env['PORT']}"`);
  return {
    port,
    host: env['HOST'] || '127.0.0.1',
    publicUrl: env['PUBLIC_URL'] || undefined,
    frameAncestors: parseFrameAncestors(env['FRAME_ANCESTORS']),
    ...(env['CLOCK_START'] ? { clockStart: new Date(parseInstant(env['CLOCK_START'])).toISOString() } : {}),
  };
}

/** Prints where the service runs and how to sign in to the demo. */
export function printBanner(url: string): void {
  console.log(`\nPlayer Remote is running at ${url}/`);
  console.log('Demo sign-in: demo@example.com / Demo!2345 (other demo accounts: see server/api/users.ts)');
  console.log('Dev tools: GET /dev/outbox (mail), POST /dev/faults/<name> (fault injection), loopback only.');
  console.log(`Embedding example (the app on a host page under a strict CSP): ${url}/embed-example/\n`);
}

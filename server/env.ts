import type { ServiceOptions } from './app';
import { parseInstant } from './clock';
import { parseConnectionString } from './hub/connection-string';
import { parseAllowedHosts } from './http/host';
import { parseFrameAncestors } from './http/security';

/**
 * Service options from the environment: PORT (default 8080), HOST (default 127.0.0.1), PUBLIC_URL,
 * FRAME_ANCESTORS (CSP `frame-ancestors` sources, space-separated), CLOCK_START (an ISO 8601
 * instant the service's clock starts at; unset: the machine's clock), ALLOWED_HOSTS (more host
 * names requests may name), CORS_ORIGINS (origins whose pages may call the API) and
 * WEB_PUBSUB_CONNECTION_STRING (the Web PubSub resource hub URLs and the fleet use; unset: the local
 * hub). Throws on a bad PORT, source, instant, host name, origin or connection string.
 */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Pick<
  ServiceOptions,
  | 'port'
  | 'host'
  | 'publicUrl'
  | 'frameAncestors'
  | 'clockStart'
  | 'allowedHosts'
  | 'corsOrigins'
  | 'hubConnectionString'
> {
  const hubConnectionString = env['WEB_PUBSUB_CONNECTION_STRING'];
  if (hubConnectionString) parseConnectionString(hubConnectionString);
  const port = env['PORT'] ? Number(env['PORT']) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a TCP port number, got "${env['PORT']}"`);
  return {
    port,
    host: env['HOST'] || '127.0.0.1',
    publicUrl: env['PUBLIC_URL'] || undefined,
    frameAncestors: parseFrameAncestors(env['FRAME_ANCESTORS']),
    ...(env['CLOCK_START'] ? { clockStart: new Date(parseInstant(env['CLOCK_START'])).toISOString() } : {}),
    ...(env['ALLOWED_HOSTS'] ? { allowedHosts: parseAllowedHosts(env['ALLOWED_HOSTS']) } : {}),
    ...(env['CORS_ORIGINS'] ? { corsOrigins: parseCorsOrigins(env['CORS_ORIGINS']) } : {}),
    ...(hubConnectionString ? { hubConnectionString } : {}),
  };
}

/**
 * Parses CORS_ORIGINS: origins (`scheme://host[:port]`, no path) separated by spaces or commas, e.g.
 * `https://shop.example.com http://localhost:3000`. Throws on anything else (`*` included: the
 * allow-list is explicit).
 */
export function parseCorsOrigins(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let origin: string | null = null;
      try {
        origin = new URL(entry).origin;
      } catch {
        // not a URL
      }
      if (!origin || origin === 'null' || origin !== entry.replace(/\/$/, ''))
        throw new Error(`CORS_ORIGINS: "${entry}" is not an origin such as https://shop.example.com`);
      return origin;
    });
}

/**
 * Prints where the service runs, how to sign in to the demo and where its hub is: the local hub's
 * connection string (for `npm run fleet`), or only the endpoint of a Web PubSub resource configured
 * by WEB_PUBSUB_CONNECTION_STRING (its key is the owner's secret); with fault routes on, how to
 * call them with this process's key.
 */
export function printBanner(
  url: string,
  hub: { connectionString: string; local: boolean; faultsKey: string | null },
): void {
  console.log(`\nPlayer Remote is running at ${url}/`);
  console.log('Demo sign-in: demo@example.com / Demo!2345 (other demo accounts: see server/api/users.ts)');
  console.log('Dev tools: GET /dev/outbox (mail), loopback only.');
  if (hub.faultsKey)
    console.log(
      `Fault injection (loopback only): curl -X POST -H 'X-Faults-Key: ${hub.faultsKey}' ` +
        `-H 'Content-Type: application/json' -d '{}' ${url}/dev/faults/restartHub`,
    );
  console.log(`Embedding example (the app on a host page under a strict CSP): ${url}/embed-example/`);
  if (hub.local) console.log(`Local hub connection string (npm run fleet): '${hub.connectionString}'\n`);
  else
    console.log(
      `Hub: ${parseConnectionString(hub.connectionString).endpoint} (WEB_PUBSUB_CONNECTION_STRING)\n`,
    );
}

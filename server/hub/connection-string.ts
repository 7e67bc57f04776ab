import { randomBytes } from 'node:crypto';

/**
 * Web PubSub connection strings in Azure's format, `Endpoint=https://<resource>.webpubsub.azure.com;
 * AccessKey=<key>;Version=1.0;` (optionally `Port=<n>;`): the only credential the hub tokens need.
 * The official server SDK (`@azure/web-pubsub`) reads the same string; this module reads it too so
 * the local hub can check what the SDK signs.
 */

/** The parts of a connection string the hub's tokens depend on. */
export interface ConnectionString {
  /**
   * The service endpoint as the SDK normalises it (`new URL(…).toString()`, trailing slash, `Port`
   * applied), e.g. `http://127.0.0.1:8080/`. Client tokens are for `<endpoint>client/hubs/<hub>`.
   */
  readonly endpoint: string;
  /** The access key; HS256 signs with its text (UTF-8), as the SDK does. */
  readonly accessKey: string;
}

/** Bytes of a generated access key: 256 bits, as Azure's own keys (44 base64 characters). */
const ACCESS_KEY_BYTES = 32;

/** A fresh random access key in Azure's form (base64). */
export function generateAccessKey(): string {
  return randomBytes(ACCESS_KEY_BYTES).toString('base64');
}

/**
 * The connection string of a hub at `endpoint` (an http(s) base address such as the local service's
 * own public address) signed with `accessKey`.
 */
export function connectionStringFor(endpoint: string, accessKey: string): string {
  return `Endpoint=${endpoint.replace(/\/+$/, '')};AccessKey=${accessKey};Version=1.0;`;
}

/**
 * Reads a connection string as the SDK does (keys case-insensitive, `;`-separated, an endpoint
 * without scheme taken as https). Throws an Error saying what is expected when the endpoint is not
 * an http(s) URL without query, the access key is missing, the port is not a TCP port or the version
 * is not 1.0.
 */
export function parseConnectionString(text: string): ConnectionString {
  const fields = new Map<string, string>();
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const expected = 'such as Endpoint=https://<resource>.webpubsub.azure.com;AccessKey=<key>;Version=1.0;';
  const raw = fields.get('endpoint');
  if (!raw) throw new Error(`The Web PubSub connection string has no Endpoint; expected one ${expected}`);
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    throw new Error(
      `The Web PubSub connection string's Endpoint "${raw}" is not a URL; expected one ${expected}`,
    );
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
    throw new Error(`The Web PubSub connection string's Endpoint "${raw}" must be an http(s) address`);
  const accessKey = fields.get('accesskey');
  if (!accessKey)
    throw new Error(`The Web PubSub connection string has no AccessKey; expected one ${expected}`);
  const port = fields.get('port');
  if (port !== undefined) {
    const n = Number(port);
    if (!/^\d+$/.test(port) || n < 1 || n > 65535)
      throw new Error(`The Web PubSub connection string's Port "${port}" is not a TCP port`);
    url.port = port;
  }
  const version = fields.get('version');
  if (version !== undefined && version !== '1.0')
    throw new Error(`The Web PubSub connection string's Version "${version}" is not 1.0`);
  return { endpoint: url.toString(), accessKey };
}

/**
 * The audience of a client token for hub `hub` at `endpoint` (a {@link ConnectionString} endpoint):
 * `<endpoint>client/hubs/<hub>`, exactly as `getClientAccessToken` writes it.
 */
export function clientAudience(endpoint: string, hub: string): string {
  return `${endpoint.endsWith('/') ? endpoint : `${endpoint}/`}client/hubs/${hub}`;
}

import type { PlayerRemoteLoadError } from './player-remote';

/**
 * Why a script of the app did not run: fetches `url` again (CORS, no credentials) and compares its
 * SHA-384/256/512 digest with `integrity` (the script's Subresource Integrity value). Resolves to
 * `network` when the file cannot be fetched, `integrity` when its digest differs, `unknown` when it
 * matches (or there is no hash to compare); never rejects.
 */
export async function diagnoseScript(
  url: string,
  integrity: string,
): Promise<PlayerRemoteLoadError['reason']> {
  const expected = /^sha(256|384|512)-(\S+)/.exec(integrity.trim());
  const body = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' })
    .then((response) => (response.ok ? response.arrayBuffer() : null))
    .catch(() => null);
  if (!body) return 'network';
  if (!expected || !globalThis.crypto?.subtle) return 'unknown'; // no hash, or not a secure context
  const digest = new Uint8Array(await crypto.subtle.digest(`SHA-${expected[1]}`, body));
  return btoa(String.fromCharCode(...digest)) === expected[2] ? 'unknown' : 'integrity';
}

/** A `loaderror` event for `url` (bubbles, crosses shadow boundaries) with a sentence for logs. */
export function loadErrorEvent(
  url: string,
  reason: PlayerRemoteLoadError['reason'],
): CustomEvent<PlayerRemoteLoadError> {
  const why = {
    integrity: 'its content does not match its Subresource Integrity hash',
    network: 'it could not be fetched',
    unknown: 'the browser refused it',
  }[reason];
  return new CustomEvent('loaderror', {
    bubbles: true,
    composed: true,
    detail: { url, reason, message: `Player Remote: the script ${url} did not run: ${why}.` },
  });
}

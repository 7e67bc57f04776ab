/**
 * `player-remote.js`, the one script a host page loads (a stable name, cached briefly): it adds the
 * content-hashed scripts of the host pages' entry (src/boot/embed.ts), each with its Subresource
 * Integrity hash, `crossorigin="anonymous"` and the CSP nonce of this script's own tag, from the folder
 * this script was loaded from. The entry then defines `<player-remote>` and `window.PlayerRemote`. A
 * script the browser refuses (tampered: its hash does not match) or cannot fetch is reported as a
 * `loaderror` event on `window` (detail: url, reason, message). Loading it twice adds nothing. The scripts'
 * addresses go through the Trusted Types policy `POLICY.loader` (src/lib/trusted-types.ts), which takes
 * scripts under this script's own folder only: a host page whose CSP enforces Trusted Types allows that
 * name (README "Embedding"); where it does not, each script is reported as refused (`unknown`).
 */
import { POLICY, scriptUrlPolicy, under } from '../lib/trusted-types';
import { diagnoseScript, loadErrorEvent } from './load-error';

/**
 * The entry's scripts, relative to the bundle folder, with their integrity values: written into this
 * file by the build (webpack.config.js, after the content hashes are final).
 */
const ENTRY: ReadonlyArray<readonly [file: string, integrity: string]> =
  JSON.parse('__PLAYER_REMOTE_ENTRY__');

const LOADED = Symbol.for('player-remote.loader');

function load(): void {
  const registry = window as unknown as Record<symbol, boolean>;
  const current = document.currentScript as HTMLScriptElement | null;
  if (registry[LOADED] || !current?.src) return;
  registry[LOADED] = true;
  let scriptUrl: (url: string) => string;
  try {
    scriptUrl = scriptUrlPolicy(POLICY.loader, under(new URL('.', current.src), false));
  } catch {
    for (const [file] of ENTRY)
      window.dispatchEvent(loadErrorEvent(new URL(file, current.src).href, 'unknown'));
    return;
  }
  for (const [file, integrity] of ENTRY) {
    const script = document.createElement('script');
    script.src = scriptUrl(new URL(file, current.src).href);
    if (integrity) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    if (current.nonce) script.nonce = current.nonce;
    script.async = false; // in order
    script.addEventListener('error', () => {
      void diagnoseScript(script.src, integrity).then((reason) =>
        window.dispatchEvent(loadErrorEvent(script.src, reason)),
      );
    });
    document.head.append(script);
  }
}

load();

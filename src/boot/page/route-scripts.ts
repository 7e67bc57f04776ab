/**
 * The entry's scripts and the scripts of the route screens' named chunks (the route table's `chunks`, src/routing/routes.ts), by
 * chunk name, relative to the bundle folder, each with its Subresource Integrity value: written into
 * index.html's page script by the build once the content hashes are final (webpack.config.js), as the
 * loader's entry list is. Empty where nothing was written (the page script's source, run unbuilt).
 */

/** A script file relative to the bundle folder (`js/player-area.0123456789.js`) and its `sha256-…` integrity value. */
export type HintedScript = readonly [file: string, integrity: string];

function written<T>(text: string, otherwise: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return otherwise;
  }
}

/** The route screens' scripts by chunk name. */
export const routeScripts = written<Readonly<Record<string, readonly HintedScript[]>>>(
  '__PLAYER_REMOTE_ROUTE_SCRIPTS__',
  {},
);

/**
 * The entry's scripts (the app's bundle), which the head's page script adds to the page (./hints.ts):
 * under the page's hash-based CSP only a script that a trusted script adds may load (server/http/security.ts).
 */
export const entryScripts = written<readonly HintedScript[]>('__PLAYER_REMOTE_ENTRY_SCRIPTS__', []);

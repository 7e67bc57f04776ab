/**
 * The scripts of the route screens' named chunks (the route table's `chunks`, src/routing/routes.ts), by
 * chunk name, relative to the bundle folder, each with its Subresource Integrity value: written into
 * index.html's page script by the build once the content hashes are final (webpack.config.js), as the
 * loader's entry list is. Empty where nothing was written (the page script's source, run unbuilt).
 */

/** A script file relative to the bundle folder (`js/player-area.0123456789.js`) and its `sha384-…` integrity value. */
export type HintedScript = readonly [file: string, integrity: string];

function written(): Readonly<Record<string, readonly HintedScript[]>> {
  try {
    return JSON.parse('__PLAYER_REMOTE_ROUTE_SCRIPTS__') as Record<string, readonly HintedScript[]>;
  } catch {
    return {};
  }
}

export const routeScripts = written();

import { adoptScriptNonce, mountPageApp } from './start';

/** The attribute of index.html's inline page scripts (webpack.config.js `PAGE_SCRIPT_ATTRIBUTE`): only the app's own page has them. */
const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/**
 * The standalone page's entry (index.html): mounts the app into `#player-remote`, over the login's copy
 * rendered at build time. Only the app's own page (its page scripts, no host configuration) registers the
 * service worker. Host pages load the host's entry instead (./embed.ts, through `player-remote.js`), so
 * this one carries none of their code: `<player-remote>`, `window.PlayerRemote` and the host's events
 * (docs/design.md "What loads when").
 */
function start(): void {
  adoptScriptNonce();
  mountPageApp({
    standalone: !window.PLAYER_REMOTE_CONFIG && !!document.querySelector(`script[${PAGE_SCRIPT_ATTRIBUTE}]`),
  });
}

start();

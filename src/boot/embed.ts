import { adoptScriptNonce, mountPageApp } from './start';
import { hostBridge, offerPlayerRemote } from '../embed/host';

/**
 * The host pages' entry, which the stable loader adds (`player-remote.js`, src/embed/loader.ts): hands
 * the host's CSP nonce on, offers `window.PlayerRemote` and defines `<player-remote>` (src/embed/), and
 * mounts the container a legacy host names in `window.PLAYER_REMOTE_CONFIG`; every app it mounts tells
 * the host its events.
 */
function start(): void {
  adoptScriptNonce();
  offerPlayerRemote();
  mountPageApp({ host: hostBridge });
}

start();

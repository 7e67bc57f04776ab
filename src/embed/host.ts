import { APP_VERSION } from '../config/runtime';
import type { RuntimeConfig } from '../config/runtime';
import { definePlayerRemoteElement } from './element';
import { dispatchHostEvents } from './host-events';
import { mountInto, mountWithDefaults, resolveConfig, type HostBridge } from './mount';
import type { PlayerRemoteApi, PlayerRemoteConfig, PlayerRemoteHandle } from './player-remote';
import { reportScriptErrors } from './script-errors';

declare const __webpack_public_path__: string;

/**
 * What a host page hears of an app mounted on it: `signedin`, `signedout` and `playerchange` on
 * `element` (./host-events.ts), and a `loaderror` for each script of the bundle that fails to load
 * (./script-errors.ts), until the returned function is called.
 */
export const hostBridge: HostBridge = (services, element) => {
  const events = dispatchHostEvents(services, element);
  const stopReporting = reportScriptErrors(__webpack_public_path__, element);
  return () => {
    events.unsubscribe();
    stopReporting();
  };
};

/**
 * `PlayerRemote.mount(element, config)` (see `PlayerRemoteApi`): adds a wrapper `<div>` to the host's
 * `element` and mounts the app into the wrapper's shadow root, or into the wrapper itself when
 * `config.ownsPage`. `ownsPage` defaults to false. Throws `TypeError` when `element` is not an element
 * or already holds an app.
 */
export function mount(element: HTMLElement, config: PlayerRemoteConfig = {}): PlayerRemoteHandle {
  return mountWithDefaults(element, { ...config, ownsPage: config.ownsPage ?? false }, { host: hostBridge });
}

/**
 * Offers `window.PlayerRemote` (`mount`), then defines `<player-remote>`, whose apps mount into its shadow
 * root, so a host awaiting `customElements.whenDefined('player-remote')` finds both (src/boot/embed.ts,
 * the host pages' entry; the standalone page's never carries this code).
 */
export function offerPlayerRemote(): void {
  const api: PlayerRemoteApi = { version: APP_VERSION, mount };
  window.PlayerRemote = api;
  definePlayerRemoteElement((element, shadowRoot, config: Partial<RuntimeConfig>) =>
    mountInto({ element, container: shadowRoot }, resolveConfig(config), { host: hostBridge }),
  );
}

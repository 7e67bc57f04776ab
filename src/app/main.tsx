import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig, type RuntimeConfig } from '../config/runtime';
import { App } from './app';
import { createServices } from './services';

declare const __webpack_public_path__: string;
declare let __webpack_nonce__: string | undefined;

/**
 * The CSP nonce of the script tag that loaded the bundle (the host page's or index.html's). Read while
 * the entry runs, the only moment `document.currentScript` is set; any other script with a nonce
 * serves when the entry ran from another chunk's tag. The `nonce` property survives the browser's
 * nonce hiding (the attribute reads empty).
 */
function scriptNonce(): string | undefined {
  const current = document.currentScript as HTMLScriptElement | null;
  return current?.nonce || document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * Entry point: reads the runtime configuration (`window.PLAYER_REMOTE_CONFIG`, with defaults from
 * where the bundle was loaded), hands the host's CSP nonce to webpack's chunk loading and to
 * styled-components, and mounts the app into `#player-remote` (or the element `config.mount`
 * names). With `config.debug`, the debug hook's chunk loads first.
 */
function start(): void {
  const nonce = scriptNonce();
  if (nonce) __webpack_nonce__ = nonce; // lazy chunks' script tags, and styled-components' fallback
  const config = readRuntimeConfig(window.PLAYER_REMOTE_CONFIG, {
    publicPath: __webpack_public_path__,
    pageUrl: location.href,
  });
  if (config.debug)
    void import(/* webpackChunkName: "debug" */ './debug').then(
      ({ installDebugHook }) => (installDebugHook(), mount(config, nonce)),
    );
  else mount(config, nonce);
}

function mount(config: RuntimeConfig, nonce: string | undefined): void {
  const element = document.getElementById(config.mount);
  if (!element) throw new Error(`Player Remote: no #${config.mount} element to mount into`);
  const services = createServices(config);
  createRoot(element).render(
    <StrictMode>
      <App services={services} nonce={nonce} root={element} />
    </StrictMode>,
  );
}

start();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/app';
import { createServices } from '../app/services';
import { readRuntimeConfig, type RuntimeConfig } from '../config/runtime';
import { APP_ROOT_CLASS } from '../ui/global-style';
import { dispatchHostEvents } from './host-events';
import { applyPageStyle } from './page-style';
import { replacePrerendered } from './prerendered';
import type { PlayerRemoteConfig, PlayerRemoteHandle } from './player-remote';
import { reportScriptErrors } from './script-errors';

declare const __webpack_public_path__: string;
declare const __webpack_nonce__: string | undefined;

/** The public configuration is the runtime configuration less the legacy container id: checked here, at compile time. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const publicConfigMatches: Same<Required<PlayerRemoteConfig>, Omit<RuntimeConfig, 'mount'>> = true;
void publicConfigMatches;

/** Elements that hold a mounted app. */
const mounted = new WeakSet<HTMLElement>();

/** Where one app goes. */
export interface MountTarget {
  /** Where the host hears the app's events (`<player-remote>` or the host's container). */
  readonly element: HTMLElement;
  /**
   * Where the app's root element and its style tags go; the app owns it and empties it on unmount: the
   * shadow root of `<player-remote>` or of a wrapper `mount` adds, or (when the app owns the page) that wrapper.
   */
  readonly container: ShadowRoot | HTMLElement;
  /** Runs last on unmount, e.g. removes the wrapper. */
  readonly cleanup?: () => void;
}

/** Resolves a host's configuration with the defaults (src/config/runtime.ts), from where the bundle was loaded. */
export function resolveConfig(source: Partial<RuntimeConfig>): RuntimeConfig {
  return readRuntimeConfig(source, { publicPath: __webpack_public_path__, pageUrl: location.href });
}

/**
 * Mounts the app into `target.container` with `config`. The app renders into a root element of its own
 * (class `player-remote-root`, which every app-wide style rule is scoped to), styled-components writes its
 * style tags (with the CSP nonce) into the container, and the host hears `signedin`, `signedout`,
 * `playerchange` and `loaderror` on `target.element`. With `config.debug`, the debug hook's chunk loads
 * first. `unmount()` unmounts the React tree (every subscription, timer and listener of the screens ends),
 * closes the hub socket and cancels pending idle work, stops the events, removes the page-level styles it
 * set, and empties the container; idempotent. Throws `TypeError` when `target.element` already holds an app.
 */
export function mountInto(target: MountTarget, config: RuntimeConfig): PlayerRemoteHandle {
  if (mounted.has(target.element))
    throw new TypeError('Player Remote: this element already holds a mounted app');
  mounted.add(target.element);
  const root = document.createElement('div');
  root.className = APP_ROOT_CLASS;
  target.container.append(root);
  let stop: (() => void) | undefined;
  let unmounted = false;
  const start = () => {
    if (unmounted) return;
    const { services, dispose } = createServices(config);
    const reactRoot = createRoot(root);
    reactRoot.render(
      <StrictMode>
        <App
          services={services}
          nonce={__webpack_nonce__ || undefined}
          root={root}
          styleTarget={target.container}
        />
      </StrictMode>,
    );
    const events = dispatchHostEvents(services, target.element);
    const stopReporting = reportScriptErrors(__webpack_public_path__, target.element);
    const removePageStyle = config.ownsPage ? applyPageStyle() : undefined;
    stop = () => {
      events.unsubscribe();
      reactRoot.unmount();
      dispose();
      stopReporting();
      removePageStyle?.();
    };
  };
  if (config.debug)
    void import(/* webpackChunkName: "debug" */ '../app/debug').then(({ installDebugHook }) => {
      installDebugHook();
      start();
    });
  else start();
  return {
    element: target.element,
    unmount() {
      if (unmounted) return;
      unmounted = true;
      stop?.();
      target.container.replaceChildren();
      target.cleanup?.();
      mounted.delete(target.element);
    },
  };
}

/**
 * `PlayerRemote.mount(element, config)` (see `PlayerRemoteApi`): adds a wrapper `<div>` to the host's
 * `element` and mounts the app into the wrapper's shadow root, or into the wrapper itself when
 * `config.ownsPage` (the standalone page: no host styles to keep apart). `ownsPage` defaults to false.
 * Throws `TypeError` when `element` is not an element or already holds an app.
 */
export function mount(element: HTMLElement, config: PlayerRemoteConfig = {}): PlayerRemoteHandle {
  return mountWithDefaults(element, { ...config, ownsPage: config.ownsPage ?? false });
}

/** {@link mount} with the runtime configuration's own defaults (the legacy `window.PLAYER_REMOTE_CONFIG` path). */
export function mountWithDefaults(element: HTMLElement, source: Partial<RuntimeConfig>): PlayerRemoteHandle {
  if (!(element instanceof HTMLElement)) throw new TypeError('Player Remote: mount needs an HTMLElement');
  if (mounted.has(element)) throw new TypeError('Player Remote: this element already holds a mounted app');
  const config = resolveConfig(source);
  const wrapper = document.createElement('div');
  wrapper.className = 'player-remote-host';
  element.append(wrapper);
  // The standalone page may show a prerendered login screen until the app's first screen is in.
  const removePrerendered = config.ownsPage ? replacePrerendered(element, wrapper) : undefined;
  const container = config.ownsPage ? wrapper : wrapper.attachShadow({ mode: 'open' });
  const cleanup = () => {
    removePrerendered?.();
    wrapper.remove();
  };
  return mountInto({ element, container, cleanup }, config);
}

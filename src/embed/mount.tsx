import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { filter, take } from 'rxjs';
import { App } from '../app/app';
import { createServices, type ServicesOptions } from '../app/services';
import { readRuntimeConfig, type RuntimeConfig } from '../config/runtime';
import type { CoreServices } from '../lib/services';
import { APP_ROOT_CLASS } from '../ui/global-style';
import { applyPageStyle } from './page-style';
import { findSkeleton, findPrerendered, PRERENDERED_ATTRIBUTE } from './prerendered';
import type { PlayerRemoteConfig, PlayerRemoteHandle } from './player-remote';

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
  /**
   * The app's root element already in `container`, holding the first screen rendered at build time: the
   * app takes that markup over (React hydration) instead of rendering anew, so what was typed into it, the
   * caret and the focus stay; `container` loses its {@link PRERENDERED_ATTRIBUTE} once the first screen
   * has committed.
   */
  readonly prerenderedRoot?: HTMLElement;
  /**
   * The signed-in skeleton the page painted before the app ran (of its first screen,
   * `SKELETON_ATTRIBUTE`): removed once the first screen (or the error view) has committed, in the layout
   * effect of that commit, so the skeleton gives way to the screen in one frame.
   */
  readonly skeleton?: HTMLElement;
}

/**
 * What a host page hears of one mounted app (its events, its scripts that fail to load: ./host.ts),
 * started once the app's services exist, on the element the host gave; returns what stops it. The
 * standalone page has no host and its entry does not carry this code.
 */
export type HostBridge = (services: CoreServices, element: HTMLElement) => () => void;

/** Options of {@link mountInto}: the services' own, and the host page's bridge (none on the standalone page). */
export interface MountOptions extends ServicesOptions {
  readonly host?: HostBridge;
}

/** Resolves a host's configuration with the defaults (src/config/runtime.ts), from where the bundle was loaded. */
export function resolveConfig(source: Partial<RuntimeConfig>): RuntimeConfig {
  return readRuntimeConfig(source, { publicPath: __webpack_public_path__, pageUrl: location.href });
}

/**
 * Mounts the app into `target.container` with `config`. The app renders into a root element of its own
 * (class `player-remote-root`, which every app-wide style rule is scoped to), styled-components writes its
 * style tags (with the CSP nonce) into the container, and, with `options.host`, the host hears `signedin`,
 * `signedout`, `playerchange` and `loaderror` on `target.element`. With `config.debug`, the debug hook's chunk loads
 * first. `unmount()` unmounts the React tree (every subscription, timer and listener of the screens ends),
 * closes the hub socket and cancels pending idle work, stops the events, removes the page-level styles it
 * set, and empties the container; idempotent. Throws `TypeError` when `target.element` already holds an app.
 */
export function mountInto(
  target: MountTarget,
  config: RuntimeConfig,
  { host, ...options }: MountOptions = {},
): PlayerRemoteHandle {
  if (mounted.has(target.element))
    throw new TypeError('Player Remote: this element already holds a mounted app');
  mounted.add(target.element);
  const root = target.prerenderedRoot ?? document.createElement('div');
  root.className = APP_ROOT_CLASS;
  if (!target.prerenderedRoot) target.container.append(root);
  let stop: (() => void) | undefined;
  let unmounted = false;
  const start = () => {
    if (unmounted) return;
    const { services, dispose } = createServices(config, options);
    const app = (
      <StrictMode>
        <App
          services={services}
          nonce={__webpack_nonce__ || undefined}
          root={root}
          styleTarget={target.container}
        />
      </StrictMode>
    );
    let reactRoot: ReturnType<typeof createRoot>;
    if (target.prerenderedRoot) {
      reactRoot = hydrateRoot(root, app, {
        // A markup that does not match (another language by now, a notice to show) is rendered anew.
        onRecoverableError: (error) =>
          services.logger.warn('Player Remote: the first screen was rendered anew', error),
      });
    } else {
      reactRoot = createRoot(root);
      reactRoot.render(app);
    }
    const container = target.container;
    const handedOver = services.firstScreen.stage$
      .pipe(
        filter((stage) => stage !== 'loading'),
        take(1),
      )
      .subscribe(() => {
        if (container instanceof HTMLElement) container.removeAttribute(PRERENDERED_ATTRIBUTE);
        target.skeleton?.remove();
      });
    const stopHost = host?.(services, target.element);
    const removePageStyle = config.ownsPage ? applyPageStyle() : undefined;
    stop = () => {
      handedOver.unsubscribe();
      reactRoot.unmount();
      dispose();
      stopHost?.();
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
      target.skeleton?.remove();
      target.container.replaceChildren();
      target.cleanup?.();
      mounted.delete(target.element);
    },
  };
}

/**
 * Mounts the app into `element` with the runtime configuration's own defaults (the mount API, the legacy
 * `window.PLAYER_REMOTE_CONFIG` path and the standalone page): into a wrapper `<div>` it adds to
 * `element`, in the wrapper's shadow root, or in the wrapper itself when `config.ownsPage` (the standalone
 * page: no host styles to keep apart). With `standalone` (index.html itself, never a host page), the app
 * registers the service worker beside the bundle (`sw.js`, docs/architecture.md §11; production builds
 * only); `host` is the host page's bridge (src/embed/host.ts). Throws `TypeError` when `element` is not
 * an element or already holds an app.
 */
export function mountWithDefaults(
  element: HTMLElement,
  source: Partial<RuntimeConfig>,
  { standalone = false, host }: { readonly standalone?: boolean; readonly host?: HostBridge } = {},
): PlayerRemoteHandle {
  if (!(element instanceof HTMLElement)) throw new TypeError('Player Remote: mount needs an HTMLElement');
  if (mounted.has(element)) throw new TypeError('Player Remote: this element already holds a mounted app');
  const config = resolveConfig(source);
  // The standalone page may hold its first screen already, rendered at build time: the app takes it over.
  const prerendered = config.ownsPage ? findPrerendered(element, APP_ROOT_CLASS) : undefined;
  const wrapper = prerendered?.wrapper ?? document.createElement('div');
  wrapper.className = 'player-remote-host';
  if (!prerendered) element.append(wrapper);
  const container = config.ownsPage ? wrapper : wrapper.attachShadow({ mode: 'open' });
  const cleanup = () => wrapper.remove();
  const serviceWorker =
    standalone && process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator
      ? new URL('sw.js', __webpack_public_path__).href
      : undefined;
  // Or the skeleton of a signed-in screen, painted while the scripts ran: the app renders beside it and removes it.
  const skeleton = config.ownsPage ? findSkeleton(element) : undefined;
  return mountInto({ element, container, cleanup, prerenderedRoot: prerendered?.root, skeleton }, config, {
    serviceWorker,
    host,
  });
}

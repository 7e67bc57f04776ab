import type { RuntimeConfig } from '../config/runtime';
import type { PlayerRemoteConfig, PlayerRemoteHandle } from './player-remote';

/** The element's name. */
export const ELEMENT_NAME = 'player-remote';

/** Attributes with a text value, and the configuration key each sets. */
const TEXT_ATTRIBUTES = {
  'api-base': 'apiBase',
  'stills-base': 'stillsBase',
  'hub-name': 'hubName',
  'base-path': 'basePath',
  routing: 'routing',
  'assets-base': 'assetsBase',
  'contact-email': 'contactEmail',
} as const;
/** Flag attributes: present = true, `"false"` = false. */
const FLAG_ATTRIBUTES = { debug: 'debug', titles: 'titles', 'owns-page': 'ownsPage' } as const;

/** The configuration `element`'s attributes give (absent attributes give nothing). */
export function configFromAttributes(element: Element): PlayerRemoteConfig {
  const config: Record<string, string | boolean> = {};
  for (const [name, key] of Object.entries(TEXT_ATTRIBUTES)) {
    const value = element.getAttribute(name);
    if (value !== null) config[key] = value;
  }
  for (const [name, key] of Object.entries(FLAG_ATTRIBUTES)) {
    const value = element.getAttribute(name);
    if (value !== null) config[key] = value !== 'false';
  }
  return config as PlayerRemoteConfig;
}

/** Mounts an app into a shadow root, `element` hearing its events (src/embed/mount.tsx). */
export type ShadowMount = (
  element: HTMLElement,
  shadowRoot: ShadowRoot,
  config: Partial<RuntimeConfig>,
) => PlayerRemoteHandle;

/**
 * Defines `<player-remote>` (see `PlayerRemoteElement`) once: it mounts the app into its own shadow root
 * when connected and unmounts it when removed from the document (a move within the same task keeps it).
 * Its configuration is the `config` property (a property set before the element was upgraded is kept)
 * overlaid with its attributes; changing either while mounted mounts the app again. `ownsPage` defaults
 * to false.
 */
export function definePlayerRemoteElement(mountShadow: ShadowMount): void {
  if (customElements.get(ELEMENT_NAME)) return;
  class PlayerRemoteElement extends HTMLElement {
    static readonly observedAttributes = [...Object.keys(TEXT_ATTRIBUTES), ...Object.keys(FLAG_ATTRIBUTES)];
    private configValue: PlayerRemoteConfig = {};
    private handle: PlayerRemoteHandle | null = null;

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
      // A `config` set on the element before its definition arrived is an own property that hides the accessor.
      if (Object.prototype.hasOwnProperty.call(this, 'config')) {
        const early = (this as { config?: PlayerRemoteConfig }).config;
        delete (this as { config?: PlayerRemoteConfig }).config;
        this.configValue = { ...early };
      }
    }

    get config(): PlayerRemoteConfig {
      return this.configValue;
    }

    set config(value: PlayerRemoteConfig) {
      this.configValue = { ...value };
      this.remount();
    }

    connectedCallback(): void {
      if (this.handle || !this.shadowRoot) return;
      const config = { ...this.configValue, ...configFromAttributes(this) };
      this.handle = mountShadow(this, this.shadowRoot, { ...config, ownsPage: config.ownsPage ?? false });
    }

    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) this.unmount();
      });
    }

    attributeChangedCallback(_name: string, before: string | null, after: string | null): void {
      if (before !== after) this.remount();
    }

    private unmount(): void {
      this.handle?.unmount();
      this.handle = null;
    }

    private remount(): void {
      if (!this.handle) return;
      this.unmount();
      this.connectedCallback();
    }
  }
  customElements.define(ELEMENT_NAME, PlayerRemoteElement);
}

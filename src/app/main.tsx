import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '../config/runtime';
import { App } from './app';
import { createServices } from './services';

/**
 * Entry point: mounts the app into `#player-remote` (or the element the host page names in
 * `PLAYER_REMOTE_CONFIG.mount`), with services built from the runtime configuration.
 */
function mount(): void {
  const config = readRuntimeConfig();
  const services = createServices(config);
  const element = document.getElementById('player-remote');
  if (!element) throw new Error('Player Remote: no #player-remote element to mount into');
  createRoot(element).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

mount();

import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * Path of a system Chromium: `CHROMIUM_PATH` if set, else the usual Debian locations.
 * Throws with the install command when none exists (browser tests are never skipped).
 */
export function findChromium(): string {
  const path = [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p): p is string => !!p && existsSync(p));
  if (!path)
    throw new Error('No Chromium found. Install it (`apt-get install -y chromium`) or set CHROMIUM_PATH.');
  return path;
}

/**
 * Flags that keep Chromium quiet on a machine without outside network (docs/architecture.md §9): no background
 * requests, updates, sync or QUIC; no sandbox (tests and tools run as root in containers).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

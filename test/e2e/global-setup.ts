/**
 * Browser tests: start the local service (dev mode, ephemeral port, demo fleet) once for the run and
 * find a system Chromium. No browser is a hard failure, never a skip (.ci/run installs Debian's).
 * The service's clock starts at CLOCK_START (an ISO 8601 instant), or at a fixed default instant,
 * so the fleet's timetable does not depend on the hour the tests run.
 */
import { existsSync } from 'node:fs';
import { testClockStart } from '../server/support/clock';
import { findChromium } from './support/chromium';

declare global {
  var __SERVICE__: { close(): Promise<void> } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const chromium = findChromium();
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does).');
  const { startService } = await import('../../server/app');
  const service = await startService({ port: 0, dev: true, log: false, clockStart: testClockStart() });
  globalThis.__SERVICE__ = service;
  process.env.E2E_BASE_URL = service.url;
  process.env.E2E_CHROMIUM = chromium;
}

/**
 * Browser tests: start the local service (dev mode with the fault routes, whose key goes to the tests
 * in E2E_FAULTS_KEY; ephemeral port, demo fleet) once for the run, find Chromium
 * (scripts/support/chromium.ts: CHROMIUM_PATH, the system's, else the npm package's build) and launch it
 * once for the run as a browser server, whose endpoint goes to the tests in E2E_BROWSER_WS (each file
 * connects to it: test/e2e/support/browser.ts `launch`). No browser is a hard failure, never a skip.
 * The service's clock starts at CLOCK_START (an ISO 8601 instant), or at a fixed default instant,
 * so the fleet's timetable does not depend on the hour the tests run.
 */
import { existsSync } from 'node:fs';
import { chromium as playwright } from 'playwright-core';
import { testClockStart } from '../../scripts/support/clock';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/support/chromium';

declare global {
  var __SERVICE__: { close(): Promise<void> } | undefined;
  var __BROWSER__: { close(): Promise<void> } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const chromium = await findChromium();
  console.log(`browser tests: Chromium (${chromium.source}) ${chromium.executablePath}`);
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does).');
  const { startService } = await import('../../server/app');
  // No SDK keep-alive in the fleet: its loops would outlive close() and hold Jest open after the run.
  const service = await startService({
    port: 0,
    dev: true,
    faultRoutes: true,
    log: false,
    fleetKeepAlive: false,
    clockStart: testClockStart(),
  });
  globalThis.__SERVICE__ = service;
  process.env.E2E_BASE_URL = service.url;
  process.env.E2E_FAULTS_KEY = service.faultsKey ?? '';
  process.env.E2E_CHROMIUM = chromium.executablePath;
  const browser = await playwright.launchServer({
    executablePath: chromium.executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  globalThis.__BROWSER__ = browser;
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
}

/**
 * Browser tests: start one local service per Jest worker (dev mode with the fault routes; ephemeral
 * port, demo fleet), so the browser files run side by side, each worker's files one after another
 * against a service of their own (its demo fleet and fault switches shared by no other file at the
 * same time). Their addresses and fault keys go to the tests in E2E_SERVICES, a JSON array indexed by
 * JEST_WORKER_ID − 1 (test/e2e/support/browser.ts `service`). Then find Chromium
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
  var __SERVICES__: { close(): Promise<void> }[] | undefined;
  var __BROWSER__: { close(): Promise<void> } | undefined;
}

/**
 * How long the services keep an idle connection open, in ms: longer than a run. A test file's `fetch`
 * reuses the sockets of the worker's earlier files (Node's one connection pool per process); with
 * Node's short default, a starved worker could send on a socket the service had just ended.
 */
const KEEP_ALIVE_MS = 3_600_000;

/** Jest's run-wide options, of which the number of workers (one service each). */
interface GlobalConfig {
  maxWorkers: number;
}

export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const chromium = await findChromium();
  console.log(`browser tests: Chromium (${chromium.source}) ${chromium.executablePath}`);
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does).');
  const { startService } = await import('../../server/app');
  // No SDK keep-alive in the fleet: its loops would outlive close() and hold Jest open after the run.
  const workers = Math.max(1, globalConfig.maxWorkers);
  const services = await Promise.all(
    Array.from({ length: workers }, () =>
      startService({
        port: 0,
        dev: true,
        faultRoutes: true,
        log: false,
        fleetKeepAlive: false,
        clockStart: testClockStart(),
        keepAliveTimeoutMs: KEEP_ALIVE_MS,
      }),
    ),
  );
  globalThis.__SERVICES__ = services;
  process.env.E2E_SERVICES = JSON.stringify(
    services.map((service) => ({ url: service.url, faultsKey: service.faultsKey ?? '' })),
  );
  process.env.E2E_CHROMIUM = chromium.executablePath;
  const browser = await playwright.launchServer({
    executablePath: chromium.executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  globalThis.__BROWSER__ = browser;
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
}

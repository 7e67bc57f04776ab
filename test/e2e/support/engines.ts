/**
 * The browser engines besides Chromium (docs/architecture.md §7): Gecko (Debian's `firefox-esr`, driven
 * over WebDriver BiDi by puppeteer-core) and WebKit (Debian's `webkit2gtk-driver`: WebKitWebDriver and
 * WebKitGTK's MiniBrowser, driven over W3C WebDriver by selenium-webdriver, on an Xvfb display this module
 * starts). Both behind one small {@link EnginePage}, so one walk runs in each. A missing engine is a hard
 * failure with what to install, never a skip (`.ci/run` installs them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import { until } from '../../support/until';

/** An engine of the cross-engine walk. */
export type Engine = 'gecko' | 'webkit';

/** Where WebKitGTK keeps MiniBrowser (Debian's libwebkit2gtk, which webkit2gtk-driver depends on). */
const MINIBROWSER_PATHS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
];
/**
 * How long a script call may take before the page counts as not answering, ms. A page whose main thread
 * is stuck never answers: WebDriver's own script timeout does not end such a call in WebKit.
 */
const ANSWER_TIMEOUT_MS = 20_000;
/** The window size both engines get, px: a laptop's, wide enough for the app's two-column layouts. */
export const WINDOW = { width: 1280, height: 900 } as const;

/** The first of `names` that is an executable file on PATH (or an absolute path that is one), else undefined. */
export function findExecutable(names: readonly string[], path = process.env.PATH ?? ''): string | undefined {
  const candidates = names.flatMap((name) =>
    name.startsWith('/')
      ? [name]
      : path
          .split(delimiter)
          .filter(Boolean)
          .map((dir) => join(dir, name)),
  );
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** A found program, or an error that says which Debian package brings it (no skip: a hard failure). */
function required(what: string, names: readonly string[], debianPackage: string): string {
  const found = findExecutable(names);
  if (!found)
    throw new Error(
      `${what} is missing (looked for ${names.join(', ')}): install the Debian package ${debianPackage} (.ci/run does).`,
    );
  return found;
}

/**
 * One page of an engine, as the walk needs it. Selectors are CSS; `run` executes `fn` in the page (a
 * plain function: no closure, its arguments serialisable) and returns its serialisable result.
 */
export interface EnginePage {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** Clicks the first element matching `selector`, once there is one (a real pointer click). */
  click(selector: string): Promise<void>;
  /** Types `text` into the first field matching `selector` (once there is one), after clearing it. */
  fill(selector: string, text: string): Promise<void>;
  /** Reloads the page. */
  reload(): Promise<void>;
  /** Ends the engine's session and every process this module started for it. */
  close(): Promise<void>;
}

/** `call`'s result, or an error saying the page did not answer within {@link ANSWER_TIMEOUT_MS}. */
async function answered<T>(engine: Engine, call: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The ${engine} page did not answer a script within ${ANSWER_TIMEOUT_MS} ms.`)),
      ANSWER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([call, silence]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `read` until `accept` holds ({@link until}); a timeout's error names `what` was awaited. */
async function awaiting<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  try {
    return await until(read, accept, timeoutMs);
  } catch (error) {
    throw new Error(`Waiting for ${what}: ${(error as Error).message}`, { cause: error });
  }
}

/** Waits until an element matches `selector` in `page`. */
export async function waitForSelector(page: EnginePage, selector: string, timeoutMs = 20_000): Promise<void> {
  await awaiting(
    selector,
    () => page.run((s: string) => document.querySelector(s) !== null, selector),
    Boolean,
    timeoutMs,
  );
}

/** Waits until the page's path is `path`. */
export async function waitForPath(page: EnginePage, path: string, timeoutMs = 20_000): Promise<void> {
  await awaiting(
    `the path ${path}`,
    () => page.run(() => location.pathname),
    (at) => at === path,
    timeoutMs,
  );
}

/** Gecko: Debian's firefox-esr (or FIREFOX_PATH), headless, over WebDriver BiDi. */
async function openGecko(): Promise<EnginePage> {
  const executablePath = required(
    'Firefox',
    [process.env.FIREFOX_PATH ?? '', 'firefox-esr', 'firefox'].filter(Boolean),
    'firefox-esr',
  );
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: WINDOW,
    extraPrefsFirefox: { 'intl.accept_languages': 'en-GB', 'dom.serviceWorkers.enabled': true },
  });
  const page: PuppeteerPage = await browser.newPage();
  const element = async (selector: string) => {
    await waitForSelector(gecko, selector);
    return page.locator(selector);
  };
  const gecko: EnginePage = {
    engine: 'gecko',
    async goto(url) {
      await page.goto(url);
    },
    run: (fn, ...args) =>
      answered('gecko', page.evaluate(fn as never, ...(args as unknown as never[]))) as never,
    async click(selector) {
      await (await element(selector)).click();
    },
    async fill(selector, text) {
      await (await element(selector)).fill(text);
    },
    async reload() {
      await page.reload();
    },
    async close() {
      await browser.close();
    },
  };
  return gecko;
}

/**
 * An X display for WebKitGTK: the session's own DISPLAY when it has one, else an Xvfb this starts on a
 * free display number (`-displayfd`); `stop` ends what was started.
 */
async function display(): Promise<{ name: string; stop(): void }> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop() {} };
  const xvfb = required('Xvfb', ['Xvfb'], 'xvfb');
  const server: ChildProcess = spawn(
    xvfb,
    ['-displayfd', '3', '-screen', '0', `${WINDOW.width}x${WINDOW.height}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  );
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    server.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    server.once('exit', (code) =>
      reject(new Error(`Xvfb ended (exit ${code}) before it named its display.`)),
    );
    server.once('error', reject);
  });
  return { name: `:${number}`, stop: () => server.kill() };
}

/** WebKit: WebKitWebDriver driving WebKitGTK's MiniBrowser on an X display, over W3C WebDriver. */
async function openWebKit(): Promise<EnginePage> {
  const driverPath = required('WebKitWebDriver', ['WebKitWebDriver'], 'webkit2gtk-driver');
  const miniBrowser = required('WebKitGTK MiniBrowser', MINIBROWSER_PATHS, 'webkit2gtk-driver');
  const screen = await display();
  const service = new DriverService.Builder(driverPath)
    .setLoopback(true)
    .setEnvironment({ ...process.env, DISPLAY: screen.name } as Record<string, string>)
    .build();
  let driver: WebDriver;
  try {
    const url = await service.start(30_000);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      })
      .build();
    await driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, ...WINDOW });
    await driver.manage().setTimeouts({ script: 15_000, pageLoad: 30_000 });
  } catch (error) {
    await service.kill();
    screen.stop();
    throw error;
  }
  const element = async (selector: string) => {
    await waitForSelector(webkit, selector);
    return driver.findElement(By.css(selector));
  };
  const webkit: EnginePage = {
    engine: 'webkit',
    async goto(url) {
      await driver.get(url);
    },
    run: (fn, ...args) => answered('webkit', driver.executeScript(fn as never, ...args)) as never,
    async click(selector) {
      const target = await element(selector);
      // WebDriver scrolls a target only until its bottom edge is in view, where the overview's fixed
      // action bar can lie over it (ElementClickIntercepted); a user brings it to the middle first.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', target);
      await target.click();
    },
    async fill(selector, text) {
      const field = await element(selector);
      await field.clear();
      await field.sendKeys(text);
    },
    async reload() {
      await driver.navigate().refresh();
    },
    async close() {
      try {
        await answered('webkit', driver.quit());
      } finally {
        await service.kill();
        screen.stop();
      }
    },
  };
  return webkit;
}

/** Opens `engine` on a blank page; throws (with what to install) when the engine is missing. */
export function openEngine(engine: Engine): Promise<EnginePage> {
  return engine === 'gecko' ? openGecko() : openWebKit();
}

/**
 * The benches' Chromium and its DevTools protocol (CDP), one way for every bench: the quiet flags it
 * starts with, a page's performance session, its main-thread time, its CPU slowdown and its heap.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** Flags that keep Chromium quiet offline (docs/architecture.md §9). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A CDP session on `page` with the Performance domain on (for {@link pageMetrics}). */
export async function performanceSession(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return cdp;
}

/** The page's main-thread time so far, ms: all its tasks (CDP TaskDuration) and its scripts (ScriptDuration). */
export async function pageMetrics(cdp: CDPSession): Promise<{ taskMs: number; scriptMs: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { taskMs: ms('TaskDuration'), scriptMs: ms('ScriptDuration') };
}

/** Main-thread scripting so far (CDP Performance ScriptDuration), ms. */
export async function scriptMs(cdp: CDPSession): Promise<number> {
  return (await pageMetrics(cdp)).scriptMs;
}

/** Slows the page's CPU by `rate` (CDP Emulation.setCPUThrottlingRate; 1 is full speed). */
export async function cpuSlowdown(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The page's JavaScript heap after a garbage collection (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage), MB. */
export async function heapAfterGcMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1e6;
}

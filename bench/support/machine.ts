/**
 * The machine a bench runs on, as every bench prints it: its cores and CPU model, and its load
 * averages (a shared machine's figures include other people's work).
 */
import { cpus, loadavg } from 'node:os';
import type { Load } from './stats';

/** The machine's cores. */
export const cores = cpus().length;

/** The machine's cores and CPU model: `2 × AMD EPYC`. */
export function machineText(): string {
  return `${cores} × ${cpus()[0]?.model.trim() ?? 'CPU'}`;
}

/** The load averages now (1, 5, 15 min); `loadsText` (./stats.ts) prints them. */
export function loads(): number[] {
  return loadavg();
}

/** Tracks the highest 1-minute load average seen while one figure is measured. */
export function loadWatch(): { sample(): void; readonly load: Load } {
  let average = loadavg()[0] ?? 0;
  return {
    sample: () => (average = Math.max(average, loadavg()[0] ?? 0)),
    get load() {
      return { average, cores };
    },
  };
}

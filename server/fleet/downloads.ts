/**
 * Content download progress and storage use of a player (command 745, spec.md §3 "Download
 * status": -2 Complete, -1 Paused, 0 Waiting, 1 Downloading). Pure: functions take `now` in ms.
 */
import type { FleetPlayer } from './fixture';
import { hashString } from './prng';
import { SECOND_MS } from '../timing';

/** -2 Complete, -1 Paused, 0 Waiting, 1 Downloading. */
export type DownloadStatusCode = -2 | -1 | 0 | 1;

/** A player's download state; `storageUsed` is a percentage, `pendingMb` what is left to fetch. */
export interface DownloadState {
  status: DownloadStatusCode;
  storageUsed: number;
  pendingMb: number;
  /** When `storageUsed`/`pendingMb` were last brought up to date (ms). */
  since: number;
}

/** The 745 reply: `{StorageUsed: 0–100 (integer), Status}`. */
export interface DownloadStatusReply {
  StorageUsed: number;
  Status: DownloadStatusCode;
}

/** Download speed while Downloading, in MB per second. */
export const DOWNLOAD_MB_PER_SECOND = 0.5;
/** Storage percentage one MB of content takes. */
export const STORAGE_PERCENT_PER_MB = 0.002;

/** Players (by "Property/Player") that are not Complete when the fleet starts. */
const initialStates: Record<string, DownloadStatusCode> = {
  'Northside Fitness/Spin Studio': 1,
  'Urban Threads/Ground Floor': 1,
  'Maison Léa Boutique/Stockroom': -1,
  'Grand Riverside Hotel/Conference Wing': 0,
  'Lumen Spa & Salon/Salon Floor': 0,
  'Sundial Garden Centre/Garden Café': 1,
  'Peak Performance Gym/Front Desk': -1,
};

/** Players whose storage is nearly full (≥ 90 %), to show the danger colour. */
const nearlyFull = new Set([
  'Copper Kettle Café/Counter',
  'Grand Riverside Hotel/Pool',
  'The Olive Tree Bistro/Kitchen',
]);

/**
 * The player ("Property/Player") whose storage is at exactly {@link FULL_STORAGE_PERCENT} with its downloads
 * complete: storage in the danger class is its only reason to need attention (the overview's tests).
 */
export const FULL_STORAGE_PLAYER = 'Copper Kettle Café/Counter';
/** The storage use (%) of {@link FULL_STORAGE_PLAYER}. */
export const FULL_STORAGE_PERCENT = 95;

/** The deterministic starting download state of a player. */
export function initialDownload(p: FleetPlayer, now: number): DownloadState {
  const id = `${p.PropertyName}/${p.PlayerName}`;
  const h = hashString(p.LicenceKey);
  const status = initialStates[id] ?? -2;
  const storageUsed =
    id === FULL_STORAGE_PLAYER ? FULL_STORAGE_PERCENT : nearlyFull.has(id) ? 90 + (h % 8) : 12 + (h % 76);
  const pendingMb = status === -2 ? 0 : 900 + (h % 1800);
  return { status, storageUsed, pendingMb, since: now };
}

/** Brings a download up to `now`: Downloading fetches content, fills storage and then completes. */
export function advanceDownload(d: DownloadState, now: number): DownloadState {
  if (d.status !== 1 || now <= d.since) return { ...d, since: Math.max(d.since, now) };
  const fetched = Math.min(d.pendingMb, ((now - d.since) / SECOND_MS) * DOWNLOAD_MB_PER_SECOND);
  const pendingMb = d.pendingMb - fetched;
  return {
    status: pendingMb <= 0 ? -2 : 1,
    storageUsed: Math.min(100, d.storageUsed + fetched * STORAGE_PERCENT_PER_MB),
    pendingMb,
    since: now,
  };
}

/** The 745 reply for a download state (storage rounded to a whole percent). */
export function downloadReply(d: DownloadState): DownloadStatusReply {
  return { StorageUsed: Math.round(d.storageUsed), Status: d.status };
}

import type { Locator, Page } from 'playwright-core';
import { cssString } from './identity';

/**
 * Where a track shows: the player screen's now-playing title (`track-title`) or the overlay bar's
 * (`overlay-title`) on the sub-screens. Both carry the track's FileName as `data-file-name`
 * ('' before the first status), which is how tests tell tracks apart: titles may repeat.
 */
/** The seconds of a shown time (`m:ss`, or `h:mm:ss`), as the elapsed and duration lines show it; 0 for none. */
export const clockSeconds = (text: string | null): number =>
  (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);

export type TrackPlace = 'track-title' | 'overlay-title';

/** How long a now-playing change may take: a command round trip, or the status 1.5 s after joining. */
const TRACK_TIMEOUT_MS = 15_000;

const place = (page: Page, where: TrackPlace, extra = ''): Locator =>
  page.locator(`[data-testid="${where}"]${extra}`);

/** The FileName of the track shown at `where` now ('' before the first status). */
export async function nowPlayingFile(page: Page, where: TrackPlace = 'track-title'): Promise<string> {
  return (await place(page, where).getAttribute('data-file-name')) ?? '';
}

/** Waits until a track shows at `where` (the first status arrived) and returns its FileName. */
export async function waitForNowPlaying(page: Page, where: TrackPlace = 'track-title'): Promise<string> {
  const shown = place(page, where, ':not([data-file-name=""])');
  await shown.waitFor({ timeout: TRACK_TIMEOUT_MS });
  return (await shown.getAttribute('data-file-name')) ?? '';
}

/** Waits until the track at `where` is another one than the track whose FileName is `from`; returns the new FileName. */
export async function waitForTrackChange(
  page: Page,
  from: string,
  where: TrackPlace = 'track-title',
): Promise<string> {
  const changed = place(page, where, `:not([data-file-name=""]):not([data-file-name=${cssString(from)}])`);
  await changed.waitFor({ timeout: TRACK_TIMEOUT_MS });
  return (await changed.getAttribute('data-file-name')) ?? '';
}

/** Waits until the track at `where` is the one whose FileName is `file`. */
export async function waitForTrack(
  page: Page,
  file: string,
  where: TrackPlace = 'track-title',
): Promise<void> {
  await place(page, where, `[data-file-name=${cssString(file)}]`).waitFor({ timeout: TRACK_TIMEOUT_MS });
}

import type { Observable } from 'rxjs';
import { PlayerCommand } from '../../../lib/player/commands';
import { DownloadStatus } from '../../../lib/player/replies';
import { statusTexts } from './texts';
import type { ZoneControl } from '../../../lib/zone/zone.streams';
import { loadable$, type Loadable } from '../zone/load.streams';

/** Storage use (command 745) and download state, on opening the screen and on every `refresh$` value. */
export function downloadStatus$(
  zone: Pick<ZoneControl, 'attempt'>,
  refresh$: Observable<unknown>,
): Observable<Loadable<DownloadStatus>> {
  return loadable$(() => zone.attempt(PlayerCommand.DownloadStatus, { schema: DownloadStatus }), refresh$);
}

/** Colour class of storage use (spec §4, §9): under 50 % success, 50 to under 90 % warning, 90 % or more danger. */
export function storageColour(percent: number): 'success' | 'warning' | 'danger' {
  if (percent < 50) return 'success';
  if (percent < 90) return 'warning';
  return 'danger';
}

/** Label of a download Status code (spec §3, §4): -2 Complete, -1 Paused, 0 Waiting, 1 Downloading, else Unknown Status. */
export function downloadStatusLabel(status: number) {
  switch (status) {
    case -2:
      return statusTexts.complete;
    case -1:
      return statusTexts.paused;
    case 0:
      return statusTexts.waiting;
    case 1:
      return statusTexts.downloading;
    default:
      return statusTexts.unknown;
  }
}

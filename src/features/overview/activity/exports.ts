import { toCsv, type CsvCell } from '../../../lib/activity-log/csv';
import type { ActivityEntry } from '../../../lib/activity-log/entries';
import type { ZoneResult } from '../bulk/bulk-run';
import { attentionReasons } from '../fleet/attention';
import type { OverviewZone } from '../fleet/zones';
import { stateOf } from '../sites/overview-view';

/**
 * The exports of the overview as CSV (docs/design.md "Activity log"). Column names are fixed English, lower-case
 * words, so a sheet or script reading them does not depend on the user's language; values are the
 * app's own terms (states, reasons, download states) and times are ISO 8601 (UTC).
 */

/** The overview's columns. */
export const VIEW_COLUMNS = [
  'site',
  'player',
  'zone',
  'state',
  'title',
  'playlist',
  'volume',
  'energy',
  'storage %',
  'downloads',
  'reasons',
  'last heard',
] as const;

/** Download Status (spec §3) as words. */
const DOWNLOADS: Record<number, string> = {
  [-2]: 'complete',
  [-1]: 'paused',
  0: 'waiting',
  1: 'downloading',
};

const iso = (ms: number | undefined): string | undefined =>
  ms === undefined ? undefined : new Date(ms).toISOString();

/** One zone as a row of {@link VIEW_COLUMNS}. */
export function zoneRow(zone: OverviewZone): CsvCell[] {
  const live = zone.state.kind === 'live' ? zone.state : undefined;
  const heard = live ? live.receivedAt : zone.state.kind === 'offline' ? zone.state.heardAt : undefined;
  return [
    zone.site,
    zone.player.PlayerName,
    zone.zoneName,
    stateOf(zone) ?? 'asking',
    live?.status.NowPlaying?.Title,
    live?.status.Playlist,
    zone.volume ?? live?.status.Volume ?? undefined,
    live?.status.Energy ?? undefined,
    zone.health?.StorageUsed,
    zone.health ? (DOWNLOADS[zone.health.Status] ?? String(zone.health.Status)) : undefined,
    attentionReasons(zone).join(' '),
    iso(heard),
  ];
}

/** The CSV of `zones` (the overview's view, its filters applied, in its order). */
export const viewCsv = (zones: readonly OverviewZone[]): Promise<string> =>
  toCsv(VIEW_COLUMNS, zones.map(zoneRow));

/** The CSV of a bulk run's `results` for the zones `zoneOf` knows, in the results' order. */
export function resultsCsv(
  results: ReadonlyMap<string, ZoneResult>,
  zoneOf: (group: string) => OverviewZone | undefined,
): Promise<string> {
  const rows = [...results].map(([group, result]) => {
    const zone = zoneOf(group);
    const reason = 'reason' in result ? String(result.reason) : undefined;
    return [zone?.site, zone?.player.PlayerName, zone?.zoneName ?? group, result.kind, reason];
  });
  return toCsv(['site', 'player', 'zone', 'result', 'reason'], rows);
}

/** The CSV of activity `entries` (oldest first as given). */
export const activityCsv = (entries: readonly ActivityEntry[]): Promise<string> =>
  toCsv(
    ['time', 'site', 'player', 'zone', 'kind', 'who', 'from', 'to'],
    entries.map((e) => [iso(e.at), e.site, e.player, e.zone, e.kind, e.actor, e.from, e.to]),
  );

/** Hands `text` to the browser as a download named `name` (a CSV file). */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import type { PlayerListItem } from '../../../lib/api/schemas';
import { isOnline } from '../../../lib/player/groups';
import { bySiteName } from '../../../lib/player/site-names';

/**
 * From this many players the selector groups them by site (README "Deliberate differences from the
 * original product"); below it the selector is the spec's paged list (spec §2 Player selector). Five
 * pages of the spec's smallest page size: a list a person still pages through, where a chain's estate
 * needs its sites.
 */
export const SITE_GROUPS_MIN_PLAYERS = 50;

/** True when `count` players are shown grouped by site ({@link SITE_GROUPS_MIN_PLAYERS}). */
export function groupsBySite(count: number): boolean {
  return count >= SITE_GROUPS_MIN_PLAYERS;
}

/** What the player search matches (spec §2 Player selector: player name or property name). */
export const playerFields = (p: PlayerListItem) => [p.PlayerName, p.PropertyName];

/** A site (`PropertyName`) with its players in list order and its tally. */
export interface Site {
  readonly name: string;
  readonly players: readonly PlayerListItem[];
  /** How many of `players` report themselves offline. */
  readonly offline: number;
}

/**
 * The sites of `players` in the sites' one order ({@link bySiteName}), each with its players in the
 * order given.
 */
export function sitesOf(players: readonly PlayerListItem[], locale?: string): Site[] {
  const byName = new Map<string, PlayerListItem[]>();
  for (const player of players) {
    const list = byName.get(player.PropertyName);
    if (list) list.push(player);
    else byName.set(player.PropertyName, [player]);
  }
  const compare = bySiteName(locale);
  return [...byName]
    .sort(([a], [b]) => compare(a, b))
    .map(([name, list]) => ({ name, players: list, offline: list.filter((p) => !isOnline(p)).length }));
}

/** A row of the grouped list: a site's header, or one row of its cards (as many as the layout's columns). */
export type SiteRow =
  | { readonly kind: 'site'; readonly site: Site; readonly open: boolean }
  | { readonly kind: 'cards'; readonly site: Site; readonly players: readonly PlayerListItem[] };

/**
 * The rows of the grouped list: each site's header, then, when `isOpen(site)`, its players in rows of
 * `columns` cards (at least one per row). A card never ends a site alone on its row: its last row takes
 * one card more, which the card grid lays out as it does a page's end (`src/ui/grid.ts`: four cards as
 * 2 + 2 on three columns, three in one row on two).
 */
export function siteRows(
  sites: readonly Site[],
  isOpen: (site: Site) => boolean,
  columns: number,
): SiteRow[] {
  const perRow = Math.max(1, Math.floor(columns));
  const rows: SiteRow[] = [];
  for (const site of sites) {
    const open = isOpen(site);
    rows.push({ kind: 'site', site, open });
    if (!open) continue;
    for (const players of cardRows(site.players, perRow)) rows.push({ kind: 'cards', site, players });
  }
  return rows;
}

/** `players` in rows of `perRow`, the last row taking one more instead of leaving a card alone. */
function cardRows(players: readonly PlayerListItem[], perRow: number): PlayerListItem[][] {
  const rows: PlayerListItem[][] = [];
  for (let i = 0; i < players.length; i += perRow) rows.push(players.slice(i, i + perRow));
  const last = rows.at(-1);
  if (perRow > 1 && rows.length > 1 && last?.length === 1) rows.splice(-2, 2, [...rows.at(-2)!, ...last]);
  return rows;
}

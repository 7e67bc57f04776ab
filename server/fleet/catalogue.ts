/**
 * Playlists, adverts and the energy map of each zone (player-protocol.md "Shapes", commands
 * 801, 706, 711, 834). Deterministic per player and zone.
 */
import type { FleetPlayer } from './fixture';
import { library, trackByFile, type LibraryTrack } from './library';
import { spreadTitles } from './playlist-order';
import { hashString, rng } from './prng';

/** Playlist types: 1 calendar, 3 celebration, 5 library. */
export type PlaylistType = 1 | 3 | 5;

/** A playlist with its ordered file names. */
export interface CataloguePlaylist {
  PlaylistId: number;
  PlaylistName: string;
  PlaylistTypeId: PlaylistType;
  files: readonly string[];
}

/** An advert (message); the 711 reply lists these. */
export interface Advert {
  Title: string;
  Genre1: string;
  DurationInSeconds: number;
  FileName: string;
}

/** Entries keyed "0".."4": `{Name, Count}` (command 834). */
export type EnergyMap = Record<string, { Name: string; Count: number }>;

const definitions: { name: string; type: PlaylistType; size: number; always?: boolean }[] = [
  { name: 'Morning Mix', type: 1, size: 48, always: true },
  { name: 'Lunchtime Lounge', type: 1, size: 36 },
  { name: 'Afternoon Groove', type: 1, size: 60, always: true },
  { name: 'Evening Chill', type: 1, size: 42 },
  { name: 'Late Night Jazz', type: 1, size: 24 },
  { name: 'Weekend Brunch', type: 1, size: 30 },
  { name: 'Christmas Classics', type: 3, size: 40, always: true },
  { name: 'Summer Sunshine', type: 3, size: 35 },
  { name: "Valentine's Day", type: 3, size: 9, always: true },
  { name: 'Halloween Party', type: 3, size: 12 },
  { name: 'Lunar New Year', type: 3, size: 20 },
  { name: 'Café Acoustic', type: 5, size: 80 },
  { name: 'Rock, Pop', type: 5, size: 55, always: true },
  { name: 'All Time Greats', type: 5, size: 240, always: true },
  { name: 'Indie Discoveries', type: 5, size: 70 },
  { name: 'Soulful Sundays', type: 5, size: 45 },
  { name: 'Workout Power', type: 5, size: 100 },
  { name: 'Fashion Week Beats', type: 5, size: 65 },
];

/**
 * Every playlist that exists anywhere in the fleet, with its tracks (same content everywhere). Equal
 * titles sit at least `TITLE_GAP` places apart, also across the loop from last to first
 * (playlist-order.ts), so "the next track" always has another title.
 */
export const allPlaylists: readonly CataloguePlaylist[] = definitions.map((d, i) => {
  const r = rng(`playlist:${d.name}`);
  const files = new Set<string>();
  while (files.size < d.size) files.add(library[Math.floor(r() * library.length)]!.FileName);
  const ordered = spreadTitles([...files], (file) => trackByFile(file)?.Title ?? file);
  return { PlaylistId: 1001 + i, PlaylistName: d.name, PlaylistTypeId: d.type, files: ordered };
});

/** The playlists a zone holds: the anchored ones plus most of the rest (14 to 18 in all). */
export function zonePlaylists(p: FleetPlayer, zone: number): CataloguePlaylist[] {
  const seed = hashString(`${p.LicenceKey}/${zone}`);
  let dropped = 0;
  return allPlaylists.filter((_, i) => {
    const drop = definitions[i]!.always !== true && dropped < 4 && (seed >>> i) % 5 === 0;
    if (drop) dropped++;
    return !drop;
  });
}

const advertTitles: [string, string][] = [
  ['Happy Hour 5–7pm', 'Promotion'],
  ['Loyalty Card Reminder', 'Promotion'],
  ['Closing in 15 Minutes', 'Announcement'],
  ['Summer Sale Now On', 'Promotion'],
  ['Free Wi-Fi for Guests', 'Information'],
  ['Fire Safety Announcement', 'Announcement'],
  ['New Season Arrivals', 'Promotion'],
  ['Gift Cards Available', 'Promotion'],
  ['Weekend Brunch Menu', 'Promotion'],
  ['Membership Offer', 'Promotion'],
  ['Click & Collect', 'Information'],
  ['Please Keep Your Belongings Safe', 'Announcement'],
];

/** The adverts every zone holds (12), `adv-0001.mp3`… */
export const adverts: readonly Advert[] = advertTitles.map(([Title, Genre1], i) => ({
  Title,
  Genre1,
  DurationInSeconds: 15 + ((i * 7) % 31),
  FileName: `adv-${String(i + 1).padStart(4, '0')}.mp3`,
}));

/** The advert with this file name, if any. */
export function advertByFile(fileName: string): Advert | undefined {
  return adverts.find((a) => a.FileName === fileName);
}

/** Every distinct library track reachable from the zone's playlists. */
export function zoneTracks(playlists: readonly CataloguePlaylist[]): LibraryTrack[] {
  const files = new Set(playlists.flatMap((pl) => pl.files));
  return [...files].map((f) => trackByFile(f)!);
}

/** Names of energy levels 0–4. */
export const ENERGY_NAMES = ['Chill', 'Relaxed', 'Balanced', 'Upbeat', 'Peak'];

/** The energy map (834) of a zone's tracks: level 0 is always empty, level 4 is small. */
export function energyMap(playlists: readonly CataloguePlaylist[]): EnergyMap {
  const map: EnergyMap = {};
  ENERGY_NAMES.forEach((Name, level) => (map[String(level)] = { Name, Count: 0 }));
  for (const t of zoneTracks(playlists)) map[String(t.Energy)]!.Count++;
  return map;
}

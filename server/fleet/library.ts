/**
 * The music library every simulated player draws from: deterministic tracks with plausible
 * titles, artists, genres, eras, BPM and durations (player-protocol.md "NowPlaying").
 */
import { intBetween, pick, rng } from './prng';

/** A track in the library. `Energy` is the 0–4 level used by the energy map (834). */
export interface LibraryTrack {
  FileName: string;
  Title: string;
  Artist: string;
  Genre1: string;
  Era: number;
  Bpm: number;
  DurationInSeconds: number;
  Energy: number;
}

/** How many tracks the library holds. */
export const LIBRARY_SIZE = 1500;

const adjectives = [
  'Golden',
  'Velvet',
  'Electric',
  'Midnight',
  'Silver',
  'Lazy',
  'Wild',
  'Blue',
  'Paper',
  'Crystal',
  'Sunday',
  'Neon',
  'Quiet',
  'Burning',
  'Endless',
  'Little',
  'Broken',
  'Summer',
  'Winter',
  'Secret',
];
const nouns = [
  'Afternoon',
  'Streets',
  'Heart',
  'River',
  'Skyline',
  'Morning',
  'Dreams',
  'Harbour',
  'Garden',
  'Lights',
  'Horizon',
  'Memories',
  'Avenue',
  'Rain',
  'Echoes',
  'Coffee',
  'Road',
  'Waves',
  'Fire',
  'Window',
];
const phrases = [
  'Take Me Home',
  'All Night Long',
  'Dancing Slow',
  'Hold On',
  'Never Let Go',
  'Over Again',
  'Come Closer',
  'Feel It Now',
  'One More Time',
  'Stay Awhile',
];
const firstNames = [
  'Ella',
  'Marcus',
  'Nina',
  'Oscar',
  'Leah',
  'Theo',
  'Ruby',
  'Jonah',
  'Isla',
  'Felix',
  'Maya',
  'Ravi',
  'Clara',
  'Diego',
  'Sofia',
  'Hugo',
];
const surnames = [
  'Hart',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Santos',
  'Kowalski',
  'Bennett',
  'Ishikawa',
  'Reyes',
  'Fontaine',
  'Novak',
  'Adeyemi',
  'Clarke',
  'Rossi',
];
const bandStarts = ['The', 'Los', 'Les'];
const bandNouns = [
  'Lanterns',
  'Satellites',
  'Wanderers',
  'Velvets',
  'Foxes',
  'Parade',
  'Tides',
  'Echo Club',
  'Harbour Lights',
  'Night Owls',
];
const genres: { name: string; bpm: [number, number] }[] = [
  { name: 'Pop', bpm: [95, 128] },
  { name: 'Jazz', bpm: [70, 140] },
  { name: 'Soul', bpm: [70, 110] },
  { name: 'Acoustic', bpm: [65, 105] },
  { name: 'Indie', bpm: [90, 140] },
  { name: 'Electronic', bpm: [110, 132] },
  { name: 'Funk', bpm: [95, 120] },
  { name: 'Lounge', bpm: [70, 100] },
  { name: 'Classical', bpm: [60, 120] },
  { name: 'Rock', bpm: [100, 160] },
  { name: 'Latin', bpm: [90, 130] },
  { name: 'Chillout', bpm: [60, 95] },
];

/** `trk-000123.mp3` for track number 123. */
export function trackFileName(n: number): string {
  return `trk-${String(n).padStart(6, '0')}.mp3`;
}

function title(r: () => number): string {
  const form = r();
  if (form < 0.45) return `${pick(r, adjectives)} ${pick(r, nouns)}`;
  if (form < 0.75) return pick(r, phrases);
  return `${pick(r, phrases)} (${pick(r, adjectives)} ${pick(r, nouns)})`;
}

function artist(r: () => number): string {
  if (r() < 0.6) return `${pick(r, firstNames)} ${pick(r, surnames)}`;
  return `${pick(r, bandStarts)} ${pick(r, bandNouns)}`;
}

/** Energy 1–4 from tempo; level 0 is never used and level 4 is rare (see energy map). */
function energyOf(bpm: number, r: () => number): number {
  if (bpm >= 150 && r() < 0.35) return 4;
  if (bpm >= 118) return 3;
  if (bpm >= 90) return 2;
  return 1;
}

function build(): LibraryTrack[] {
  const r = rng('player-remote-library-v1');
  const tracks: LibraryTrack[] = [];
  for (let n = 1; n <= LIBRARY_SIZE; n++) {
    const genre = pick(r, genres);
    const bpm = intBetween(r, genre.bpm[0], genre.bpm[1]);
    tracks.push({
      FileName: trackFileName(n),
      Title: title(r),
      Artist: artist(r),
      Genre1: genre.name,
      Era: intBetween(r, 1962, 2024),
      Bpm: bpm,
      DurationInSeconds: intBetween(r, 150, 330),
      Energy: energyOf(bpm, r),
    });
  }
  return tracks;
}

/** Every track, in file-number order. */
export const library: readonly LibraryTrack[] = build();

const byFile = new Map(library.map((t) => [t.FileName, t]));

/** The track with this file name, if it exists. */
export function trackByFile(fileName: string): LibraryTrack | undefined {
  return byFile.get(fileName);
}

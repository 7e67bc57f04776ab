/**
 * The music library every simulated player draws from: deterministic tracks with plausible
 * titles, artists, genres, eras, BPM and durations (player-protocol.md "NowPlaying").
 */
import {
  adjectives,
  bandNouns,
  bandStarts,
  firstNames,
  genres,
  nouns,
  phrases,
  surnames,
} from './library-words';
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

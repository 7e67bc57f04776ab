/**
 * List benchmark (spec §5 filters and paging): filtering and paging 10,000 players and a
 * 5,000-track playlist with src/lib/list, as the selector and the current-playlist screens do on
 * each keystroke. Figures only (median of repeated runs); nothing is asserted here.
 */
import { performance } from 'node:perf_hooks';
import { filterItems } from '../src/lib/list/filter';
import { paginate, PAGE_SIZE_OPTIONS } from '../src/lib/list/paging';

/** One measured case: median and 95th percentile in milliseconds over `runs` runs. */
export interface ListTiming {
  readonly name: string;
  readonly items: number;
  readonly pages: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly runs: number;
}

const WORDS = [
  'Espresso',
  'Bar',
  'Lobby',
  'Spa',
  'Reception',
  'Garden',
  'Deli',
  'Market',
  'Studio',
  'Atrium',
  'Terrace',
  'Corner',
];
const CITIES = ['Leeds', 'York', 'Bath', 'Hull', 'Derby', 'Luton', 'Ely', 'Ripon'];

/** A deterministic pseudo-random generator (mulberry32), so every run measures the same lists. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function time(run: () => unknown, runs: number): { medianMs: number; p95Ms: number } {
  for (let i = 0; i < 5; i++) run(); // warm-up (JIT)
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(runs / 2)] ?? 0, p95Ms: samples[Math.floor(runs * 0.95)] ?? 0 };
}

/** Measures filter + paginate (a typed query, the first page) over 10,000 players and 5,000 tracks. */
export function benchLists(runs = 50): ListTiming[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const players = Array.from({ length: 10_000 }, (_, i) => ({
    PlayerName: `${pick(WORDS)} ${pick(WORDS)} ${i}`,
    PropertyName: `${pick(CITIES)} ${pick(WORDS)}`,
  }));
  const tracks = Array.from({ length: 5_000 }, (_, i) => ({
    Title: `${pick(WORDS)} ${pick(WORDS)} No. ${i}`,
    Artist: `The ${pick(WORDS)}s`,
  }));
  const playerFields = (p: (typeof players)[number]) => [p.PlayerName, p.PropertyName];
  const trackFields = (t: (typeof tracks)[number]) => [t.Title, t.Artist];
  const cases = [
    {
      name: '10,000 players, query "spa" (name or property), page 1 of 9',
      items: players,
      run: () => paginate(filterItems(players, 'spa', playerFields), 0, 9, PAGE_SIZE_OPTIONS.wide),
    },
    {
      name: '10,000 players, query "leeds garden", page 1 of 10',
      items: players,
      run: () =>
        paginate(filterItems(players, 'leeds garden', playerFields), 0, 10, PAGE_SIZE_OPTIONS.narrow),
    },
    {
      name: '10,000 players, no query, last page of 10',
      items: players,
      run: () => paginate(filterItems(players, '', playerFields), 10_000, 10, PAGE_SIZE_OPTIONS.narrow),
    },
    {
      name: '5,000 tracks, query "bar" (title or artist), page 1 of 10',
      items: tracks,
      run: () => paginate(filterItems(tracks, 'bar', trackFields), 0, 10, PAGE_SIZE_OPTIONS.narrow),
    },
    {
      name: '5,000 tracks, query "no. 4999", page 1 of 10',
      items: tracks,
      run: () => paginate(filterItems(tracks, 'no. 4999', trackFields), 0, 10, PAGE_SIZE_OPTIONS.narrow),
    },
  ];
  return cases.map(({ name, items, run }) => {
    const result = run();
    return { name, items: items.length, pages: result.pageCount, runs, ...time(run, runs) };
  });
}

/** Deterministic pseudo-random helpers for the simulated fleet (no Math.random anywhere). */

/** A seeded generator: each call returns a float in [0, 1). Mulberry32. */
export type Rng = () => number;

/** FNV-1a 32-bit hash of a string, used to derive seeds from names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A Mulberry32 generator seeded with a number or a string. */
export function rng(seed: number | string): Rng {
  let a = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max] (inclusive). */
export function intBetween(r: Rng, min: number, max: number): number {
  return min + Math.floor(r() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(r: Rng, items: readonly T[]): T {
  const item = items[Math.floor(r() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** `count` upper-case hex digits. */
export function hex(r: Rng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += Math.floor(r() * 16).toString(16);
  return out.toUpperCase();
}

/** A GUID-shaped string (36 characters, upper case like a .NET device reports it). */
export function guid(r: Rng): string {
  return `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${pick(r, ['8', '9', 'A', 'B'])}${hex(r, 3)}-${hex(r, 12)}`;
}

/** A MAC address `AA:BB:CC:DD:EE:FF` (17 characters, upper case). */
export function macAddress(r: Rng): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) parts.push(hex(r, 2));
  return parts.join(':');
}

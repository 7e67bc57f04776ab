/**
 * Duration formats of spec §9: `m:ss` / `mm:ss` for tracks and adverts, `h:mm:ss` for playlists.
 * Input in seconds; negative or non-finite values format as zero; absurdly long ones (a player's
 * garbage such as 1e308) as a dash, so they never stretch a card.
 */

/** Longer than this (1000 hours) is not a real duration of a track, advert or playlist. */
export const MAX_DURATION_SECONDS = 3_600_000;
/** What an absurd duration shows. */
export const NO_DURATION = '–';

const two = (n: number) => String(n).padStart(2, '0');
const whole = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** Elapsed/duration on the player: `0:00`, `3:07`, `1:02:03` past an hour. */
export function formatClock(seconds: number): string {
  if (seconds > MAX_DURATION_SECONDS) return NO_DURATION;
  const s = whole(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/** Adverts (spec §2 Messages, §9): `mm:ss`, minutes may exceed 59. */
export function formatMinutesSeconds(seconds: number): string {
  if (seconds > MAX_DURATION_SECONDS) return NO_DURATION;
  const s = whole(seconds);
  return `${two(Math.floor(s / 60))}:${two(s % 60)}`;
}

/** Playlists (spec §2 Playlists, §9): `h:mm:ss`. */
export function formatHours(seconds: number): string {
  if (seconds > MAX_DURATION_SECONDS) return NO_DURATION;
  const s = whole(seconds);
  return `${Math.floor(s / 3600)}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { trackByFile } from '../fleet/library';

/** Where the local service serves artwork: the app's default `stillsBase` (`<basePath>/stills`) at the root. */
export const STILLS_BASE = '/stills';

/** `/stills/trk-000123.jpg` → `trk-000123`; anything else → null. */
const STILL = new RegExp(`^${STILLS_BASE}/([a-z0-9-]+)\\.jpg$`, 'i');

/**
 * Track artwork as the local service's stand-in for the content-delivery stills path (spec §3 Track:
 * `<stillsBase>/<FileName without extension>.jpg`). The demo library has no pictures, so every track
 * in it gets a generated cover: a gradient in a hue of its own, grooves and the artist's initials, as
 * SVG (`Content-Type: image/svg+xml`; a browser goes by the type, not the address's extension).
 * Unknown names answer 404, as a missing still does, and the app then shows its placeholder.
 * Resolves true when it answered (GET or HEAD under {@link STILLS_BASE}), false for other paths.
 */
export async function serveStill(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<boolean> {
  if (!pathname.startsWith(`${STILLS_BASE}/`)) return false;
  const name = STILL.exec(pathname)?.[1];
  const track = name ? trackByFile(`${name}.mp3`) : undefined;
  if (!name || !track) {
    res
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
      .end('No such still');
    return true;
  }
  const body = Buffer.from(coverSvg(track.Artist, trackNumber(name)));
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': body.length,
    'Cache-Control': 'public, max-age=86400',
    // An SVG opened on its own is a document: nothing in it may load or run.
    'Content-Security-Policy': "default-src 'none'",
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** `trk-000123` → 123. */
function trackNumber(name: string): number {
  return Number(/(\d+)$/.exec(name)?.[1] ?? 0);
}

/** Up to two initials of `artist`, upper case: "Nina Holt" → "NH", "The Velvet Owls" → "VO". */
export function initials(artist: string): string {
  const words = artist.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !/^the$/i.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A 300 × 300 SVG cover for track number `n`: a diagonal gradient (hues spread by the golden angle,
 * so neighbouring tracks differ), three grooves and `initials(artist)` in the middle.
 */
export function coverSvg(artist: string, n: number): string {
  const hue = Math.round((n * 137.508) % 360);
  const text = initials(artist).replace(/[<>&]/g, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 46%)"/><stop offset="1" stop-color="hsl(${(hue + 48) % 360} 58% 24%)"/></linearGradient></defs>`,
    '<rect width="300" height="300" fill="url(#g)"/>',
    ...[128, 104, 80].map(
      (r) =>
        `<circle cx="150" cy="150" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="2"/>`,
    ),
    `<text x="150" y="150" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="84" font-weight="700" fill="#fff" fill-opacity="0.92">${text}</text>`,
    '</svg>',
  ].join('');
}

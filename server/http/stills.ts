import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { STILL_MAX_AGE_SECONDS } from '../timing';
import { sendText } from './static';

/** Where the local service serves artwork: the app's default `stillsBase` (`<basePath>/stills`) at the root. */
export const STILLS_BASE = '/stills';

/** What a cover shows of its track. */
export interface StillTrack {
  readonly Artist: string;
}

/** `trk-000123.jpg` → `trk-000123`; anything else → null. */
const STILL = /^([a-z0-9-]+)\.jpg$/i;
/**
 * Track artwork as the local service's stand-in for the content-delivery stills path (spec §3 Track:
 * `<stillsBase>/<FileName without extension>.jpg`), at `GET /stills/:file` (and HEAD). The demo
 * library has no pictures, so every track in it gets a generated cover: a gradient in a hue of its
 * own, grooves and the artist's initials, as SVG (`Content-Type: image/svg+xml`; a browser goes by
 * the type, not the address's extension). Unknown names answer 404, as a missing still does, and the
 * app then shows its placeholder. `trackByFile` finds a track of the library by its FileName (`trk-000123.mp3`).
 */
export const stillsPlugin: FastifyPluginAsync<{
  readonly trackByFile: (file: string) => StillTrack | undefined;
}> = async (app, { trackByFile }) => {
  app.get<{ Params: { file: string } }>(`${STILLS_BASE}/:file`, async (request, reply) => {
    const name = STILL.exec(request.params.file)?.[1];
    const track = name ? trackByFile(`${name}.mp3`) : undefined;
    if (!name || !track) return sendText(reply, 404, 'No such still').header('Cache-Control', 'no-cache');
    return (
      reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', `public, max-age=${STILL_MAX_AGE_SECONDS}`)
        // An SVG opened on its own is a document: nothing in it may load or run.
        .header('Content-Security-Policy', "default-src 'none'")
        .send(coverSvg(track.Artist, trackNumber(name)))
    );
  });
  // Deeper or empty paths under the stills base are missing stills too, not app routes.
  const missing = async (_request: unknown, reply: FastifyReply) => sendText(reply, 404, 'No such still');
  app.get(STILLS_BASE, missing);
  app.get(`${STILLS_BASE}/*`, missing);
};

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

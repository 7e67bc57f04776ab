/**
 * Size budgets of the production build (docs/design.md "What loads when"), checked by `npm test` after
 * `npm run build`: prints the figures and fails when a budget is exceeded. 1 KB = 1000 bytes;
 * gzip at level 9, each file compressed on its own, as a server or CDN sends it.
 *
 * - login route: its first paint, the entry's script + the chunks the login screen's lazy import
 *   loads, as listed by webpack in dist/bundle-manifest.json. The REST and hub clients and the
 *   sign-in requests are fetched after the first paint; the table prints `login+deferred` with them;
 * - player route: the entry + the chunks the player area loads first + the signed-in chrome + the deferred
 *   REST and hub clients; `player+idle` adds what the player area loads through its own lazy imports when
 *   the browser is idle after the screen (the activity log's code);
 * - hub client: src/lib/hub/index.ts bundled alone (production mode, minified), every export kept;
 *   rxjs is left out as the app ships it anyway (the figure with rxjs is printed too).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleHubClient, readManifest, routeSizes, type RouteSize } from '../../bench/bundle-sizes';

/**
 * The budgets in bytes (docs/design.md "What loads when"). The login route's is 100 KB: what it loads first is the
 * standalone page's entry, which carries none of the host pages' code (src/boot/embed.ts has it), and the
 * login screen's chunks; the signed-in screens' services come with their code, the token refresh with the
 * network code, and the toasts and the route error view when the browser is idle after the first screen.
 * The player route's was 150 KB before it showed the zone's last known status at once, paced statuses per
 * frame and kept every line's room, and it carries the page's cookie library (universal-cookie, in the
 * network chunk): 152 KB, with the same entry and idle-time chunks as the login. Features since (the overview's
 * zone controls shared with the zone's screen, the activity log's front: its clearing at sign-out and the
 * loader of its code) took it to 154 KB. The zone's screen loads the activity log's code (its recorder,
 * its IndexedDB store with idb, the zone's day) when the browser is idle after it has painted, in a chunk
 * of its own: `player+idle` counts it too, within 166 KB. Trusted Types (docs/architecture.md §11) put
 * webpack's policy for chunk loading and the page's one update object in the entry: 0.25 KB, which took
 * the login to 100.5 KB and the player's two figures with it; the link state, the zone memory's play states
 * and the one grouped list shared with the overview took the player to 155.5 KB and 167 KB.
 */
const BUDGETS = { login: 100_500, player: 155_500, 'player+idle': 167_000, hub: 6_000 } as const;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

describe('bundle size budgets (gzip)', () => {
  const manifest = readManifest(resolve('dist'));
  const routes = routeSizes(resolve('dist'), manifest);
  const login = routes.find((r) => r.name === 'login') as RouteSize;
  const player = routes.find((r) => r.name === 'player') as RouteSize;
  const playerIdle = routes.find((r) => r.name === 'player+idle') as RouteSize;

  let hub: { own: number; withRxjs: number };
  beforeAll(async () => {
    const out = mkdtempSync(join(tmpdir(), 'hub-bundle-'));
    try {
      hub = await bundleHubClient(out);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  afterAll(() => {
    const rows = [
      ...routes.map((r) => ({ what: `route ${r.name}`, gzip: kb(r.gzip), brotli: kb(r.brotli), files: r.files.length, budget: r.name in BUDGETS ? kb(BUDGETS[r.name as 'login' | 'player' | 'player+idle']) : '' })),
      ...(hub ? [{ what: 'hub client', gzip: kb(hub.own), brotli: '', files: 1, budget: kb(BUDGETS.hub) }, { what: 'hub client + rxjs', gzip: kb(hub.withRxjs), brotli: '', files: 1, budget: '' }] : []),
    ];
    console.log(`Bundle sizes (gzip -9 per file; 1 KB = 1000 bytes)\n${table(rows)}`);
  });

  it('lists the entry and the login and player routes in the manifest', () => {
    expect(manifest.entry.length).toBeGreaterThan(0);
    expect(login.files).toEqual(expect.arrayContaining(manifest.entry));
    expect(login.files.length).toBeGreaterThan(manifest.entry.length);
    expect(player.files.length).toBeGreaterThan(manifest.entry.length);
    // The deferred REST and hub clients count for the player route, not for the login route's first paint.
    expect(manifest.deferred.length).toBeGreaterThan(0);
    expect(player.files).toEqual(expect.arrayContaining([...manifest.deferred]));
    expect(login.files.filter((file) => manifest.deferred.includes(file))).toEqual([]);
    for (const file of [...login.files, ...player.files]) expect(readFileSync(join('dist', file)).length).toBeGreaterThan(0);
  });

  it(`keeps the initial JavaScript of the login route within ${kb(BUDGETS.login)}`, () => {
    expect(login.gzip).toBeLessThanOrEqual(BUDGETS.login);
  });

  it(`keeps all JavaScript the player route needs within ${kb(BUDGETS.player)}`, () => {
    expect(player.gzip).toBeLessThanOrEqual(BUDGETS.player);
  });

  it(`keeps the player route with what it loads when idle within ${kb(BUDGETS['player+idle'])}`, () => {
    // The activity log's code is a chunk of its own, loaded after the zone's screen, not with it.
    expect(playerIdle.files.length).toBeGreaterThan(player.files.length);
    expect(player.files.some((file) => file.includes('activity-log'))).toBe(false);
    expect(playerIdle.gzip).toBeLessThanOrEqual(BUDGETS['player+idle']);
  });

  it(`keeps the hub client within ${kb(BUDGETS.hub)}`, () => {
    expect(hub.own).toBeGreaterThan(500); // it was bundled, not tree-shaken away
    expect(hub.own).toBeLessThanOrEqual(BUDGETS.hub);
  });
});

/** A plain-text table of `rows` (same keys in each). */
function table(rows: Record<string, string | number>[]): string {
  const keys = Object.keys(rows[0] ?? {});
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i] ?? 0)).join('  ');
  return [line(keys), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n');
}

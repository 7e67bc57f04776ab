import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as timing from '../../server/timing';

const root = join(__dirname, '..', '..');
const serverDir = join(root, 'server');

/** Every duration of the service with the value its source gives (server/README.md, hub-protocol.md, spec, Azure). */
const PINNED: Record<string, number> = {
  SECOND_MS: 1_000,
  HUB_CONNECTION_GRACE_MS: 60_000,
  HUB_HEARTBEAT_MS: 30_000,
  HUB_CLOSE_WAIT_MS: 500,
  HUB_STALLED_CLOSE_WAIT_MS: 1_000,
  HUB_TOKEN_TTL_MINUTES: 60,
  FLEET_HUB_TOKEN_TTL_MINUTES: 1_440,
  ACCESS_TOKEN_TTL_SECONDS: 900,
  REFRESH_TOKEN_TTL_MS: 2_592_000_000,
  REFRESH_WINDOW_MS: 60_000,
  ACCESS_VALIDATED_TTL_SECONDS: 2_592_000,
  ACCESS_CODE_TTL_MS: 600_000,
  RESET_CODE_TTL_MS: 3_600_000,
  SIGN_IN_THROTTLE_BASE_MS: 250,
  SIGN_IN_THROTTLE_MAX_MS: 4_000,
  SIGN_IN_THROTTLE_WINDOW_MS: 900_000,
  ACCOUNT_FAILURE_DECAY_MS: 180_000,
  HASH_FAILURE_DECAY_MS: 6_000,
  HUB_HOSTILE_LOG_INTERVAL_MS: 60_000,
  FORGOT_WINDOW_MS: 60_000,
  RESET_MAIL_WINDOW_MS: 900_000,
  ACCESS_CODE_MAIL_WINDOW_MS: 900_000,
  HEADERS_TIMEOUT_MS: 10_000,
  REQUEST_TIMEOUT_MS: 30_000,
  CONNECTIONS_CHECK_MS: 1_000,
  CORS_PREFLIGHT_MAX_AGE_SECONDS: 600,
  STILL_MAX_AGE_SECONDS: 86_400,
  IMMUTABLE_MAX_AGE_SECONDS: 31_536_000,
  FLEET_START_POSITION_SPREAD_SECONDS: 90,
  FLEET_TICK_MS: 1_000,
  FLEET_RETRY_MS: 2_000,
  FLEET_KEEP_ALIVE_INTERVAL_MS: 5_000,
  FLEET_KEEP_ALIVE_TIMEOUT_MS: 20_000,
  FLEET_STOP_SENDS_WAIT_MS: 1_000,
  FLEET_STOP_CLOSE_WAIT_MS: 2_000,
  FLEET_REPORT_MS: 10_000,
};

/** The doc comment of each exported constant of server/timing.ts. */
function docComments(): Map<string, string> {
  const text = readFileSync(join(serverDir, 'timing.ts'), 'utf8');
  const pattern = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+) =/g;
  return new Map([...text.matchAll(pattern)].map(([, comment = '', name = '']) => [name, comment]));
}

/** Every TypeScript file under server/, as paths relative to the repository. */
function serverFiles(dir = serverDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? serverFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [relative(root, join(dir, entry.name))]
        : [],
  );
}

/**
 * Ways a duration gets written inline: a timer armed with a number, a conversion by 1000 or 60, a
 * literal of whole thousands (unless it is a `MAX_…`/`max…` count) or of seconds in an hour or a day,
 * an `…Ms`/`…Seconds`/`…Minutes` field set to a number other than 0 (the player protocol's
 * `DurationInSeconds`, track data, excepted), a `max-age` written out.
 */
const INLINE_DURATIONS: readonly RegExp[] = [
  /\bset(?:Timeout|Interval)\([^;]*,\s*\d[\d_]*\s*\)/,
  /[*/]\s*1_?000\b/,
  /\b1_?000\s*\*/,
  /[*/]\s*60\b/,
  /\b60\s*\*/,
  /^(?!.*\b(?:MAX_\w+|max\w+)\s*[:=]).*\b\d+_000\b/,
  /\b(?:3600|86_?400)\b/,
  /\b(?!DurationInSeconds\b)\w*(?:Ms|Seconds|Minutes|MS|SECONDS|MINUTES)\s*[:=]\s*[1-9]/,
  /\bmax-age=\d/,
];

/** Lines of `file` that match an inline-duration pattern (comments left out). */
function inlineDurations(file: string): string[] {
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.replace(/\/\/.*$/, ''), at: `${file}:${i + 1}` }))
    .filter(({ line }) => !/^\s*(\*|\/\*\*)/.test(line))
    .filter(({ line }) => INLINE_DURATIONS.some((pattern) => pattern.test(line)))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
}

describe('server/timing.ts (every duration of the service in one place, each with its source)', () => {
  it('holds exactly the pinned constants, with the values of their sources', () =>
    expect(timing).toEqual(PINNED));

  const comments = docComments();
  it.each(Object.keys(PINNED))('%s names its source and its rule, never its value', (name) => {
    const prose = (comments.get(name) ?? '').replace(/^\s*\*\s?/gm, '').trim();
    expect(prose).toMatch(
      /^(hub-protocol\.md|player-protocol\.md|Spec §|server\/README\.md|Azure|Node's|HTTP|The SI)[^:]*: \S/,
    );
    expect(prose).not.toContain(String(PINNED[name]));
  });

  it('leaves no duration written inline anywhere else in server/', () => {
    const files = serverFiles().filter((file) => file !== join('server', 'timing.ts'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(inlineDurations)).toEqual([]);
  });

  it('recognises the inline forms it forbids', () => {
    const samples = [
      'setTimeout(resolve, 500)',
      'setInterval(() => beat(), 30_000)',
      'const t = seconds * 1000;',
      'const ms = 15 * 60_000;',
      'exp: 24 * 3600,',
      'retryMs: 2000,',
      'const GRACE = 60_000;',
      "'public, max-age=600'",
    ];
    for (const sample of samples)
      expect(INLINE_DURATIONS.some((p) => p.test(sample)) ? sample : `missed: ${sample}`).toBe(sample);
  });
});

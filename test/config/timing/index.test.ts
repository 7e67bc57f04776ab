import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as timing from '../../../src/config/timing';

const root = join(__dirname, '..', '..', '..');

/** Every constant with the value its source gives (spec §4, §9; docs/hub-protocol.md; docs/design.md; docs/architecture.md). */
const PINNED: Record<string, number> = {
  COMMAND_TIMEOUT_MS: 10_000,
  SKIP_DEBOUNCE_MS: 150,
  ELAPSED_TICK_MS: 1_000,
  STATUS_AFTER_JOIN_MS: 1_500,
  STATUS_AFTER_PLAY_PAUSE_MS: 250,
  RATING_RELOAD_MS: 500,
  ZONE_SWITCH_DELAY_MS: 1_000,
  SETTINGS_SKELETON_MS: 1_500,
  SKELETON_MS: 1_500,
  TOAST_MS: 3_500,
  ACCESS_COOKIE_DAYS: 30,
  IDLE_TIMEOUT_MS: 300_000,
  IDLE_REDIRECT_MS: 1_500,
  IDLE_COUNTDOWN_MS: 150_000,
  IDLE_COUNTDOWN_TICK_MS: 1_000,
  ACTIVITY_THROTTLE_MS: 1_000,
  RESIZE_DEBOUNCE_MS: 100,
  IDLE_CALLBACK_TIMEOUT_MS: 2_000,
  HUB_RECOVERY_WINDOW_MS: 30_000,
  HUB_RECOVERY_INTERVAL_MS: 1_000,
  HUB_RECONNECT_DELAY_MS: 1_000,
  HUB_MESSAGE_RETRIES: 3,
  HUB_MESSAGE_RETRY_DELAY_MS: 1_000,
  HUB_SEQUENCE_ACK_INTERVAL_MS: 1_000,
  HUB_SEQUENCE_ACK_JUMP: 300,
  HUB_SEQUENCE_ACK_BACKLOG: 300,
  HUB_PING_INTERVAL_MS: 20_000,
  HUB_SILENCE_TIMEOUT_MS: 120_000,
  HUB_REFCOUNT_GRACE_MS: 1_000,
  ZONE_CONTROL_GRACE_MS: 1_000,
  CONNECTION_STALE_MS: 2_000,
  WAKE_CHECK_MS: 1_000,
  ROUTE_LOADING_DELAY_MS: 300,
  CHUNK_LOAD_TIMEOUT_MS: 30_000,
  SLIDER_SETTLE_MS: 600,
  OVERVIEW_REQUESTS_IN_FLIGHT: 32,
  OVERVIEW_STATE_GAP_MS: 100,
  OVERVIEW_MEMORY_SAVE_MS: 5_000,
  OVERVIEW_SCROLL_SAVE_MS: 250,
  OVERVIEW_SCROLL_SETTLE_MS: 150,
  SIGN_IN_RETRY_BASE_MS: 5_000,
  SIGN_IN_RETRY_MAX_MS: 60_000,
  ACTIVITY_LOG_BURST_MS: 2_000,
  ACTIVITY_LOG_WRITE_MS: 1_000,
  ACTIVITY_LOG_PERIOD_TICK_MS: 30_000,
  ACTIVITY_LOG_MAX_AGE_MS: 604_800_000,
  ACTIVITY_LOG_AGO_TICK_MS: 30_000,
  APP_UPDATE_CHECK_MS: 900_000,
  ALERT_DELAY_SHORT_MS: 600_000,
  ALERT_DELAY_MEDIUM_MS: 1_800_000,
  ALERT_DELAY_LONG_MS: 7_200_000,
  ALERT_GATHER_MS: 5_000,
  ALERT_MUTE_SHORT_MS: 28_800_000,
  ALERT_MUTE_LONG_MS: 86_400_000,
};

/** The doc comment of each exported constant of the timing folder's files. */
function docComments(): Map<string, string> {
  const folder = join(root, 'src', 'config', 'timing');
  const text = readdirSync(folder)
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n');
  const pattern = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+) =/g;
  return new Map([...text.matchAll(pattern)].map(([, comment = '', name = '']) => [name, comment]));
}

describe('src/config/timing/ (every duration in one folder, each with its source and its tests)', () => {
  it('holds exactly the pinned constants, with the values of their sources', () =>
    expect(timing).toEqual(PINNED));

  const comments = docComments();
  it.each(Object.keys(PINNED))('%s names its source, its rule and the tests that pin it', (name) => {
    const comment = comments.get(name) ?? '';
    const prose = comment.replace(/^\s*\*\s?/gm, '');
    expect(prose).toMatch(
      /^\s*(Spec §|hub-protocol\.md §|docs\/architecture\.md §|docs\/design\.md ")[^:]*: \S/,
    );
    expect(prose).not.toMatch(/\bissue\b/i);
    expect(prose).not.toContain(String(PINNED[name])); // names the constant, never repeats its value
    const tests = [...prose.matchAll(/@test (\S+)/g)].map(([, path = '']) => path);
    expect(tests.length).toBeGreaterThan(0);
    for (const path of tests) expect(existsSync(join(root, path)) ? path : `${path} (missing)`).toBe(path);
  });
});

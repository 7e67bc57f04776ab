/**
 * The instant test services start their clock at when `CLOCK_START` is unset: a fixed time, so what
 * a test sees (the fleet's timetable, positions, token lifetimes) never depends on when it runs.
 */
export const DEFAULT_CLOCK_START = '2026-11-22T13:20:00Z';

/** The instant a test run pins the service's clock to: `CLOCK_START` when set, else {@link DEFAULT_CLOCK_START}. */
export function testClockStart(env: NodeJS.ProcessEnv = process.env): string {
  return env['CLOCK_START'] || DEFAULT_CLOCK_START;
}

/**
 * The service's clock (docs/architecture.md §1, §7): everything in `server/` that depends on the time of
 * day or on elapsed calendar time (the fleet's timetable and positions, token and code lifetimes,
 * throttles, mail timestamps) reads it from a {@link Clock}, never from `Date.now()`, so tests can
 * pin the instant the service runs at.
 */

/** A source of the current time. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock that reads `start` (ms since the epoch) at the moment it is created and then runs at the
 * rate of `base` (real time by default): `clockStartingAt(Date.UTC(2026, 10, 22, 3, 20))` is at
 * 03:20:05 UTC five seconds later.
 */
export function clockStartingAt(start: number, base: Clock = systemClock): Clock {
  const offset = start - base.now();
  return { now: () => base.now() + offset };
}

/** A clock that moves only when told to (unit tests). */
export class ManualClock implements Clock {
  constructor(private ms: number) {}

  now(): number {
    return this.ms;
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.ms += ms;
  }

  /** Sets the clock to `ms` since the epoch. */
  set(ms: number): void {
    this.ms = ms;
  }
}

/**
 * An ISO 8601 instant with an explicit offset: date, `T`, hours and minutes, optional seconds and
 * fraction, then `Z` or `±hh:mm` (a time without an offset would depend on the machine's zone).
 */
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * Parses an instant such as `2026-11-22T13:20:00Z` (the `CLOCK_START` format) into ms since the
 * epoch. Throws an Error naming `what` for anything else, including impossible dates (`02-30`).
 */
export function parseInstant(text: string, what = 'CLOCK_START'): number {
  const match = ISO_INSTANT.exec(text.trim());
  const ms = match ? Date.parse(text.trim()) : Number.NaN;
  if (!match || !Number.isFinite(ms) || !fieldsInRange(match))
    throw new Error(
      `${what} must be an ISO 8601 instant with a time zone, such as 2026-11-22T13:20:00Z; got "${text}"`,
    );
  return ms;
}

/** True when month, day, hour, minute and second name a real calendar time (Date.parse rolls 02-30 over). */
function fieldsInRange(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59
  );
}

/**
 * The clock a service runs on: `clock` when given; else one starting at `clockStart` (an ISO 8601
 * instant or ms since the epoch) and running in real time; else the machine's clock.
 */
export function serviceClock(options: { clock?: Clock; clockStart?: string | number }): Clock {
  if (options.clock && options.clockStart !== undefined)
    throw new Error('give either clock or clockStart, not both');
  if (options.clock) return options.clock;
  if (options.clockStart === undefined) return systemClock;
  const start =
    typeof options.clockStart === 'number' ? options.clockStart : parseInstant(options.clockStart);
  if (!Number.isFinite(start)) throw new Error(`clockStart must be a finite time, got ${options.clockStart}`);
  return clockStartingAt(start);
}

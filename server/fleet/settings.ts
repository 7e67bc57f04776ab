/** Channel (zone) output settings: commands 802 (load) and 732 (save), player-protocol.md "ChannelSettings". */
import { CommandError } from './errors';

/** The 802 reply. `Volume` 0–100 is the same value command 107 sets. */
export interface ChannelSettings {
  AudioCard: string;
  Balance: number;
  AudioCardIndex: number;
  AudioChannelIndex: number;
  OutputMode: number;
  ScreenIndex: number;
  Volume: number;
  ArtistCollisionDepth: number;
  TrackCollisionDepth: number;
  CrossFade: number;
}

/** Default settings of zone `zone` (1-based) with a starting volume. */
export function defaultSettings(zone: number, volume: number): ChannelSettings {
  return {
    AudioCard: 'Speakers (USB Audio Device)',
    Balance: 0,
    AudioCardIndex: 0,
    AudioChannelIndex: zone - 1,
    OutputMode: 0,
    ScreenIndex: 0,
    Volume: volume,
    ArtistCollisionDepth: 10,
    TrackCollisionDepth: 50,
    CrossFade: 4,
  };
}

/** Inclusive ranges for the numeric settings. */
const ranges: Partial<Record<keyof ChannelSettings, [number, number]>> = {
  Balance: [-100, 100],
  Volume: [0, 100],
  AudioCardIndex: [0, 16],
  AudioChannelIndex: [0, 16],
  OutputMode: [0, 4],
  ScreenIndex: [0, 8],
  ArtistCollisionDepth: [0, 500],
  TrackCollisionDepth: [0, 500],
  CrossFade: [0, 30],
};

/** Checks a 732 value against the range of its setting. */
function checkNumber(key: keyof ChannelSettings, value: number): void {
  const range = ranges[key];
  if (range && (value < range[0] || value > range[1]))
    throw new CommandError(`${key} must be between ${range[0]} and ${range[1]}`);
}

/**
 * Applies a 732 payload (a JSON string of the changed fields) to `current`.
 * Throws CommandError for bad JSON, unknown fields or values of the wrong type or range.
 */
export function applySettingsPayload(current: ChannelSettings, payload: string): ChannelSettings {
  let patch: unknown;
  try {
    patch = JSON.parse(payload);
  } catch {
    throw new CommandError('Payload is not valid JSON');
  }
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch))
    throw new CommandError('Payload must be a JSON object');
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in current)) throw new CommandError(`Unknown setting ${key}`);
    const expected = typeof current[key as keyof ChannelSettings];
    if (typeof value !== expected || (expected === 'number' && !Number.isFinite(value))) {
      throw new CommandError(`${key} must be a ${expected}`);
    }
    if (typeof value === 'number') checkNumber(key as keyof ChannelSettings, value);
    next[key] = value;
  }
  return next as unknown as ChannelSettings;
}

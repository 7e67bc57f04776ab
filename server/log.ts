import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream, type LevelWithSilent } from 'pino';
import pretty from 'pino-pretty';

/**
 * The service's logger: fastify's own (pino). Scopes are child loggers bound to `{ scope }` (`hub`,
 * `fleet`, `api`, `mail`, `http`); handlers log through `request.log`, which adds the request id.
 */
export type Logger = FastifyBaseLogger;

/** Level when neither the caller nor LOG_LEVEL names one. */
const DEFAULT_LEVEL: LevelWithSilent = 'info';

/** The levels pino knows, for checking LOG_LEVEL. */
const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** False: a silent logger (tests). Default true. */
  readonly enabled?: boolean;
  /** Lowest level written. Default: env LOG_LEVEL when it names a pino level, else `info`. */
  readonly level?: LevelWithSilent;
  /** Where the JSON lines go instead of the readable one-line format on stdout (tests that read them). */
  readonly destination?: DestinationStream;
}

/**
 * A pino logger for the service: one readable line per entry on stdout
 * (`[HH:MM:ss] LEVEL: [scope] message`, details indented below), at the level asked for, or silent when
 * `enabled` is false. Throws on an unknown LOG_LEVEL.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  if (options.enabled === false) return pino({ level: 'silent' });
  const level = options.level ?? envLevel(process.env['LOG_LEVEL']);
  const destination =
    options.destination ??
    pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,scope',
      messageFormat: '{if scope}[{scope}] {end}{msg}',
    });
  return pino({ level }, destination);
}

/** LOG_LEVEL as a pino level; the default when unset. */
function envLevel(value: string | undefined): LevelWithSilent {
  if (!value) return DEFAULT_LEVEL;
  const level = LEVELS.find((l) => l === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}; got ${JSON.stringify(value)}`);
  return level;
}

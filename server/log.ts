/** Minimal leveled logger for the local service; silent when disabled (tests). */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** A logger writing `[scope] message` to the console, or doing nothing when `enabled` is false. */
export function createLogger(enabled: boolean, scope = 'service'): Logger {
  if (!enabled) return { info: noop, warn: noop, error: noop };
  const tag = `[${scope}]`;
  return {
    info: (message, ...details) => console.log(tag, message, ...details),
    warn: (message, ...details) => console.warn(tag, message, ...details),
    error: (message, ...details) => console.error(tag, message, ...details),
  };
}

function noop(): void {}

import type { Clock } from '../clock';

/**
 * A per-account limit on mails the service sends on request (access codes, password resets): at most
 * `max` mails per key in any `windowMs`. `take` counts a mail when one is allowed; `clear` forgets a
 * key (e.g. once its access code was accepted, so the next sign-in starts afresh).
 */
export class MailQuota {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** True (and counted) when `key` may be mailed now; false when `max` mails went in the window. */
  take(key: string): boolean {
    const recent = this.recent(key);
    const ok = recent.length < this.max;
    if (ok) recent.push(this.clock.now());
    this.sent.set(key, recent);
    return ok;
  }

  /** Milliseconds until `key` may be mailed again: 0 when it may be now. */
  waitMs(key: string): number {
    const recent = this.recent(key);
    return recent.length < this.max ? 0 : recent[0]! + this.windowMs - this.clock.now();
  }

  /** Forgets the mails counted for `key`. */
  clear(key: string): void {
    this.sent.delete(key);
  }

  private recent(key: string): number[] {
    const now = this.clock.now();
    return (this.sent.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }
}

import type { Clock } from '../clock';
import type { Logger } from '../log';

/** A mail the service "sent" (kept in memory; dev outbox at GET /dev/outbox). */
export interface OutboxEntry {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** ISO 8601 time of sending (the service's clock). */
  readonly sentAt: string;
}

/** How many mails the outbox keeps; older ones are dropped first. */
export const OUTBOX_LIMIT = 200;

/** Sends mail by appending it to `outbox` (at most {@link OUTBOX_LIMIT}, oldest dropped) and logging it. */
export class Mailer {
  constructor(
    readonly outbox: OutboxEntry[],
    private readonly log: Logger,
    private readonly clock: Clock,
  ) {}

  /** Appends a mail to the outbox, stamped with the service's clock. */
  send(to: string, subject: string, text: string): void {
    this.outbox.push({ to, subject, text, sentAt: new Date(this.clock.now()).toISOString() });
    if (this.outbox.length > OUTBOX_LIMIT) this.outbox.splice(0, this.outbox.length - OUTBOX_LIMIT);
    this.log.info(`mail to ${to}: ${subject}\n${text}`);
  }
}

import type { Clock } from '../clock';
import type { Logger } from '../log';

/** A mail the service "sent" (kept in memory; dev outbox at GET /dev/outbox). */
export interface OutboxEntry {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** ISO 8601 time of sending. */
  readonly sentAt: string;
}

/** Sends mail by appending it to `outbox` and logging it. */
export class Mailer {
  constructor(
    readonly outbox: OutboxEntry[],
    private readonly log: Logger,
    private readonly clock: Clock,
  ) {}

  /** Appends a mail to the outbox, stamped with the service's clock. */
  send(to: string, subject: string, text: string): void {
    this.outbox.push({ to, subject, text, sentAt: new Date(this.clock.now()).toISOString() });
    this.log.info(`mail to ${to}: ${subject}\n${text}`);
  }
}

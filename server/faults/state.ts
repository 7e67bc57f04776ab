import type { HubFaultState } from '../hub/hub';

import type { HttpFault, HttpFaultSource } from '../http/server';

/**
 * The mutable switches behind the fault controls. The hub reads `withholdAcks`, `frameDelayMs`, `refuseUpgrades` and `forgetConnections`,
 * the fleet reads `isSilenced`, the HTTP layer consumes `httpFault` per request.
 */
export class FaultState implements HubFaultState, HttpFaultSource {
  withholdAcks = false;
  frameDelayMs = 0;
  refuseUpgrades = false;
  forgetConnections = false;
  readonly silenced = new Set<string>();
  readonly failures: { pathPrefix: string; status: number; remaining: number }[] = [];
  readonly delays = new Map<string, number>();

  /** True while the player with this licence key is silenced (case-insensitive). */
  isSilenced(licenceKey: string): boolean {
    return this.silenced.has(licenceKey.toLowerCase());
  }

  /** The fault for a request to `pathname`: the longest matching delay, and the first failure rule with count left (consumed). */
  httpFault(pathname: string): HttpFault {
    const path = pathname.toLowerCase();
    let delayMs = 0;
    for (const [prefix, ms] of this.delays) if (path.startsWith(prefix)) delayMs = Math.max(delayMs, ms);
    const rule = this.failures.find((f) => f.remaining > 0 && path.startsWith(f.pathPrefix));
    if (!rule) return { delayMs };
    rule.remaining -= 1;
    if (rule.remaining === 0) this.failures.splice(this.failures.indexOf(rule), 1);
    return { delayMs, status: rule.status };
  }

  /** Clears every switch. */
  reset(): void {
    this.withholdAcks = false;
    this.frameDelayMs = 0;
    this.refuseUpgrades = false;
    this.forgetConnections = false;
    this.silenced.clear();
    this.failures.length = 0;
    this.delays.clear();
  }
}

import { fewTracks, skipReason, type BulkPlan, type SkipReason } from './bulk-action';

/** One site's line of a confirmation: its zones, how many of them are skipped, and why. */
export interface ConfirmSite {
  /** The player list's PropertyName ('' for none). */
  readonly site: string;
  readonly count: number;
  readonly skipped: number;
  /** The reasons of its skipped zones, in the order first met. */
  readonly reasons: readonly SkipReason[];
}

/** What a confirmation says of its plan (see {@link confirmLines}). */
export interface ConfirmLines {
  /** Every zone asked. */
  readonly count: number;
  /** The zones that will get the command: asked, less the skipped. */
  readonly sending: number;
  /** The sites in the plan's order. */
  readonly sites: readonly ConfirmSite[];
  /** How many will be skipped, by reason, in the order first met. */
  readonly skipped: ReadonlyMap<SkipReason, number>;
  /** How many the filters hide. */
  readonly hidden: number;
  /** How many get an energy level with fewer tracks than ENERGY_CONFIRM_BELOW. */
  readonly fewTracks: number;
}

/**
 * What the confirmation of `plan` says (docs/design.md "Every zone at a glance"): its zones per site (by
 * `siteOf`), each site's skipped ones and their reasons, the skipped ones by reason, how many the
 * filters hide (`isShown`), how many will get the command, and how many an energy level with few tracks.
 */
export function confirmLines(
  plan: BulkPlan,
  siteOf: (group: string) => string,
  isShown: (group: string) => boolean,
): ConfirmLines {
  const sites = new Map<string, { count: number; skipped: number; reasons: SkipReason[] }>();
  const skipped = new Map<SkipReason, number>();
  let hidden = 0;
  let few = 0;
  for (const zone of plan.zones) {
    const name = siteOf(zone.group);
    let site = sites.get(name);
    if (!site) sites.set(name, (site = { count: 0, skipped: 0, reasons: [] }));
    site.count++;
    if (!isShown(zone.group)) hidden++;
    const reason = skipReason(plan.action, zone);
    if (reason) {
      site.skipped++;
      if (!site.reasons.includes(reason)) site.reasons.push(reason);
      skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
    } else if (fewTracks(plan.action, zone.group)) few++;
  }
  const skippedCount = [...skipped.values()].reduce((a, b) => a + b, 0);
  return {
    count: plan.zones.length,
    sending: plan.zones.length - skippedCount,
    sites: [...sites].map(([site, line]) => ({ site, ...line })),
    skipped,
    hidden,
    fewTracks: few,
  };
}

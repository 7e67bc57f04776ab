/**
 * The one order of sites (`PropertyName`) wherever sites are listed (the player list's sections, the
 * overview's "By name" and the ties of its "Needs attention first"): by name in `locale`, ignoring case
 * and accents, numbers in order ("Branch 2" before "Branch 10"), the sites without a name last.
 */
export function bySiteName(locale?: string): (a: string, b: string) => number {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return (a, b) => (a === b ? 0 : !a ? 1 : !b ? -1 : collator.compare(a, b));
}

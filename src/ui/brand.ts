/**
 * The logo address for a clientTypeId (spec §1, §6, §9): '2' and '18' have their own logos; '1',
 * '0' (absent claim) and any other value use the first brand's. `logos` comes from the runtime
 * configuration, so each logo is replaceable there.
 */
export function logoFor(
  logos: Readonly<Record<string, string>>,
  clientTypeId: string | number | null | undefined,
): string {
  const key = String(clientTypeId ?? '1');
  return (key === '2' || key === '18' ? logos[key] : undefined) ?? logos['1'] ?? '';
}

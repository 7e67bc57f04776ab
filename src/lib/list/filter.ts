/**
 * List filters of spec §5: the query is trimmed and matched case-insensitively as a substring of any
 * of the given fields. Deliberate difference (README): the whole list is searched, not only one page.
 */
export function filterItems<T>(
  items: readonly T[],
  query: string,
  fields: (item: T) => readonly (string | null | undefined)[],
): T[] {
  if (!query.trim()) return [...items];
  return items.filter((item) => matchesQuery(query, fields(item)));
}

/** True when the trimmed `query` is empty or a case-insensitive substring of one of `values` (the rule above). */
export function matchesQuery(query: string, values: readonly (string | null | undefined)[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || values.some((value) => (value ?? '').toLocaleLowerCase().includes(needle));
}

/**
 * List filters of spec §5: the query is trimmed and matched case-insensitively as a substring of any
 * of the given fields. Deliberate difference (README): the whole list is searched, not only one page.
 */
export function filterItems<T>(
  items: readonly T[],
  query: string,
  fields: (item: T) => readonly (string | null | undefined)[],
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    fields(item).some((value) => (value ?? '').toLocaleLowerCase().includes(needle)),
  );
}

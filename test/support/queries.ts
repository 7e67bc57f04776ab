import { fireEvent, screen } from '@testing-library/react';

/**
 * The items of the list with test id `listTestId`, by the key the app gives each (`data-key`: a
 * playlist's PlaylistId, an advert's FileName, a track's `Index-FileName`), in display order.
 */
export function listKeys(listTestId: string): string[] {
  return items(listTestId).map((item) => item.dataset.key ?? '');
}

const items = (listTestId: string) =>
  Array.from(screen.getByTestId(listTestId).querySelectorAll<HTMLElement>(':scope > [data-key]'));

/** The item of list `listTestId` whose key (`data-key`) is `key`; throws when it is not shown. */
export function listItem(listTestId: string, key: string | number): HTMLElement {
  const item = items(listTestId).find((candidate) => candidate.dataset.key === String(key));
  if (!item)
    throw new Error(`No item ${key} in list ${listTestId}; shown: ${listKeys(listTestId).join(', ')}`);
  return item;
}

/**
 * Drags a native range input to `value` and lets go, as a browser reports it: `input` events while the
 * thumb moves, then one `change` on release (the app sends its command on the `change`).
 */
export function slideTo(slider: HTMLElement, value: number): void {
  fireEvent.input(slider, { target: { value: String(value) } });
  fireEvent.change(slider);
}

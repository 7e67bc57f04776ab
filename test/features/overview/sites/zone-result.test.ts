/** @jest-environment jsdom */
import type { KeyboardEvent } from 'react';
import { cardKeyDown } from '../../../../src/features/overview/sites/zone-result';

/** A card as the overview lays it out: its selection box (disabled when offline) and its open button. */
function card(group: string, offline: boolean): HTMLElement {
  const item = document.createElement('li');
  item.dataset.group = group;
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.disabled = offline;
  box.dataset.testid = 'overview-select-zone';
  const open = document.createElement('button');
  open.dataset.testid = 'overview-open-zone';
  item.append(box, open);
  return item;
}

/** Presses `key` on the focused box of `item`, as the card's handler gets it. */
function press(item: HTMLElement, key: string): void {
  const target = item.querySelector('input') as HTMLElement;
  cardKeyDown(
    {
      key,
      target,
      currentTarget: item,
      preventDefault: () => undefined,
    } as unknown as KeyboardEvent<HTMLElement>,
    () => undefined,
  );
}

const focusedGroup = () => (document.activeElement?.closest('li') as HTMLElement | null)?.dataset.group;

describe('the arrows on the overview’s cards (docs/design.md "Keyboard")', () => {
  afterEach(() => document.body.replaceChildren());

  it('pass over offline zones’ cards, down and up, and Home and End land on cards that take the focus', () => {
    const list = document.createElement('ul');
    const cards = [card('a', false), card('b', true), card('c', true), card('d', false), card('e', true)];
    list.append(...cards);
    document.body.append(list);
    const [a, , , d] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    (a.querySelector('input') as HTMLElement).focus();
    press(a, 'ArrowDown');
    expect(focusedGroup()).toBe('d');
    press(d, 'ArrowUp');
    expect(focusedGroup()).toBe('a');
    press(a, 'End');
    expect(focusedGroup()).toBe('d');
    press(d, 'Home');
    expect(focusedGroup()).toBe('a');
  });
});

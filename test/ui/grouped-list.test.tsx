/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import { useRef } from 'react';
import {
  GroupedList,
  groupedRange,
  headerIndexOf,
  useGroupedList,
  useListTop,
  HEADER_ROW,
} from '../../src/ui/grouped-list';
import { installWindowScroll } from '../support/window-scroll';

/** A row of the test's list: a site's header or a row of items, each `ROW_PX` tall. */
type Row = { readonly kind: string; readonly name: string };
const ROW_PX = 100;

/** `sites` sites named s0, s1, …, each a header row then `perSite` rows of items. */
function rowsOf(sites: number, perSite: number): Row[] {
  return Array.from({ length: sites }, (_, s) => [
    { kind: HEADER_ROW, name: `s${s}` },
    ...Array.from({ length: perSite }, (_, r) => ({ kind: 'items', name: `s${s}-${r}` })),
  ]).flat();
}

const range = (startIndex: number, endIndex: number) => ({ startIndex, endIndex, overscan: 1, count: 40 });

describe('a grouped list’s rows', () => {
  const rows = rowsOf(4, 9);

  it('finds the header of the group a row belongs to', () => {
    expect(headerIndexOf(rows, 0)).toBe(0);
    expect(headerIndexOf(rows, 9)).toBe(0);
    expect(headerIndexOf(rows, 10)).toBe(10);
    expect(headerIndexOf(rows, 25)).toBe(20);
    expect(headerIndexOf([{ kind: 'items' }], 0)).toBe(-1);
  });

  it('lays out the header of the group at the view’s top with the range, once, and only when headers stick', () => {
    expect(groupedRange(rows, range(14, 17), true)).toEqual([10, 13, 14, 15, 16, 17, 18]);
    expect(groupedRange(rows, range(10, 12), true)).toEqual([9, 10, 11, 12, 13]);
    expect(groupedRange(rows, range(14, 17), false)).toEqual([13, 14, 15, 16, 17, 18]);
  });
});

/** The list of `rows` over the window, its headers sticking `stickyTop` px under the view's top. */
function List({ rows, stickyTop }: { rows: readonly Row[]; stickyTop?: number }) {
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useGroupedList(listRef, {
    rows,
    estimateSize: () => ROW_PX,
    getItemKey: (index) => rows[index]?.name ?? index,
    overscan: 1,
    stickyTop,
  });
  return (
    <GroupedList
      rows={rows}
      virtualizer={virtualizer}
      listRef={listRef}
      stickyTop={stickyTop}
      data-testid="list"
      renderRow={(row) => <span data-name={row.name}>{row.name}</span>}
    />
  );
}

describe('a grouped list over the window', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const laidOut = () => screen.getByTestId('list').querySelectorAll<HTMLElement>(':scope > [data-row]');
  const stuck = () => [...laidOut()].filter((row) => row.dataset.sticky).map((row) => row.textContent);

  it('keeps the header of the group under the sticky bars in view while its rows scroll under it', () => {
    const rows = rowsOf(20, 9);
    installWindowScroll(() => rows.length * ROW_PX);
    render(<List rows={rows} stickyTop={60} />);
    expect(screen.getByTestId('list').style.height).toBe(`${rows.length * ROW_PX}px`);
    // The list starts at the page's top: its first header is under the bars, so it sticks below them.
    expect(stuck()).toEqual(['s0']);
    // The view's top under the bars (60 px) in the 5th row of the third site (rows 20 to 29).
    act(() => window.scrollTo(0, 25 * ROW_PX - 60 + 10));
    act(() => jest.advanceTimersToNextFrame());
    expect(stuck()).toEqual(['s2']);
    const header = [...laidOut()].find((row) => row.textContent === 's2');
    expect(header?.style.position).toBe('sticky');
    expect(header?.style.top).toBe('60px');
    // Opaque: the rows scrolling under it do not show through.
    expect(header?.style.backgroundColor).toBe('var(--c-bg)');
    // The next site's header, below the line, is placed by its offset as every other row.
    act(() => window.scrollTo(0, 30 * ROW_PX - 60 - 10));
    act(() => jest.advanceTimersToNextFrame());
    expect(stuck()).toEqual(['s2']);
    const own = [...laidOut()].find((row) => row.textContent === 's3');
    expect(own?.style.transform).toBe(`translateY(${30 * ROW_PX}px)`);
    // Coming to the line, it pushes the stuck header up: the two never overlap.
    const pushed = [...laidOut()].find((row) => row.textContent === 's2');
    expect(pushed?.style.position).toBe('absolute');
    expect(pushed?.style.transform).toBe(`translateY(${29 * ROW_PX}px)`);
    expect(pushed?.style.backgroundColor).toBe('var(--c-bg)');
    // Once the line passes it, that header sticks instead.
    act(() => window.scrollTo(0, 30 * ROW_PX - 60 + 10));
    act(() => jest.advanceTimersToNextFrame());
    expect(stuck()).toEqual(['s3']);
  });

  it('lays out only the rows near the view, and no header sticks without a place to stick', () => {
    const rows = rowsOf(100, 9);
    installWindowScroll(() => rows.length * ROW_PX);
    render(<List rows={rows} />);
    act(() => window.scrollTo(0, 505 * ROW_PX));
    act(() => jest.advanceTimersToNextFrame());
    expect(laidOut().length).toBeLessThan(30);
    expect(stuck()).toEqual([]);
    expect([...laidOut()].map((row) => row.textContent)).not.toContain('s50');
  });
});

describe('a grouped list’s place in the page', () => {
  /** A stand-in ResizeObserver (the browser's door): the test says when an observed element resized. */
  const observers: { callback: () => void; observed: Element[] }[] = [];
  class FakeResizeObserver {
    private readonly entry: { callback: () => void; observed: Element[] };
    constructor(callback: () => void) {
      this.entry = { callback, observed: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.observed.push(element);
    }
    disconnect() {
      this.entry.observed = [];
    }
  }
  beforeEach(() => {
    observers.length = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => 0 });
    Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('reads where the list starts once, and again only when what holds it resizes, not on every render', () => {
    const parent = document.body.appendChild(document.createElement('div'));
    const list = parent.appendChild(document.createElement('div'));
    let reads = 0;
    let top = 300;
    list.getBoundingClientRect = () => (reads++, { top } as DOMRect);
    const ref = { current: list };
    const { result, rerender } = renderHook(() => useListTop(ref));
    expect(result.current).toBe(300);
    expect(reads).toBe(1);
    rerender(); // a scroll frame renders the list again
    rerender();
    expect(reads).toBe(1);
    expect(observers[0]?.observed).toEqual([parent, document.body]);
    top = 420; // the map above grew
    act(() => observers[0]?.callback());
    expect(result.current).toBe(420);
    expect(reads).toBe(2);
    parent.remove();
  });
});

/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { FULL_CARDS_PER_FRAME, useFullRows } from '../../../../src/features/overview/sites/full-rows';

const rowsOf = (...names: number[]) => names.map((n) => `row${n}`);
const sorted = (set: ReadonlySet<string>) => [...set].sort();

function hook(keys: string[], columns = 1) {
  return renderHook(
    ({ keys, scrolling, columns }: { keys: string[]; scrolling: boolean; columns: number }) =>
      useFullRows(keys, scrolling, columns),
    { initialProps: { keys, scrolling: false, columns } },
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('which rows of the overview list show full cards (docs/design.md "Every zone at a glance")', () => {
  it('shows the rows a still list lays out full at once: the first screen, a site shown or a filter', () => {
    const { result, rerender } = hook(rowsOf(1, 2, 3));
    expect(sorted(result.current.full)).toEqual(rowsOf(1, 2, 3));
    expect(result.current.settled).toBe(true);
    rerender({ keys: rowsOf(1, 7, 8, 9), scrolling: false, columns: 1 });
    expect(sorted(result.current.full)).toEqual(rowsOf(1, 7, 8, 9));
    expect(result.current.settled).toBe(true);
  });

  it('upgrades the rows of a scroll in the order given, as many rows a frame as hold the cards of a frame', () => {
    const columns = 2;
    const perFrame = Math.max(1, Math.floor(FULL_CARDS_PER_FRAME / columns));
    const { result, rerender } = hook(rowsOf(1, 2), columns);
    const laidOut = rowsOf(9, 8, 7, 6, 5, 2);
    rerender({ keys: laidOut, scrolling: true, columns });
    expect(sorted(result.current.full)).toEqual(rowsOf(2));
    expect(result.current.settled).toBe(false);
    rerender({ keys: laidOut, scrolling: false, columns });
    expect(sorted(result.current.full)).toEqual(rowsOf(2));
    const upgraded: string[] = [];
    while (!result.current.settled && upgraded.length < laidOut.length) {
      const before = new Set(result.current.full);
      act(() => jest.advanceTimersToNextFrame());
      const added = [...result.current.full].filter((key) => !before.has(key));
      expect(added.length).toBeLessThanOrEqual(perFrame);
      upgraded.push(...added);
    }
    expect(upgraded).toEqual(rowsOf(9, 8, 7, 6, 5));
    expect(result.current.settled).toBe(true);
  });

  it('keeps the rows upgraded so far through a scroll that begins during the upgrade', () => {
    const { result, rerender } = hook(rowsOf(1));
    rerender({ keys: rowsOf(2, 3, 4, 5, 6, 7), scrolling: true, columns: 1 });
    rerender({ keys: rowsOf(2, 3, 4, 5, 6, 7), scrolling: false, columns: 1 });
    act(() => jest.advanceTimersToNextFrame());
    const first = sorted(result.current.full);
    expect(first.length).toBeGreaterThan(0);
    rerender({ keys: rowsOf(3, 4, 5, 6, 7, 8), scrolling: true, columns: 1 });
    act(() => jest.advanceTimersToNextFrame());
    expect(sorted(result.current.full)).toEqual(first.filter((key) => key !== 'row2'));
    expect(result.current.settled).toBe(false);
  });
});

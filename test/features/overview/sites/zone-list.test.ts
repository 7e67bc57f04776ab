/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import {
  columnsFor,
  rowsOf,
  useRowSizing,
  CARD_MIN_WIDTH_PX,
  type ListRow,
} from '../../../../src/features/overview/sites/zone-list';
import type { OverviewLayout } from '../../../../src/features/overview/sites/overview-view';

const layout: OverviewLayout = {
  total: 6,
  shown: 5,
  sites: [
    { site: 'North', groups: ['n1', 'n2', 'n3'], selectable: ['n1', 'n2', 'n3'] },
    { site: 'South', groups: ['s1', 's2'], selectable: ['s1'] },
  ],
};

describe('the overview list rows (docs/design.md "Every zone at a glance")', () => {
  it('puts each site heading before its cards, as many cards a row as the width holds', () => {
    expect(rowsOf(layout, new Set(), 2)).toEqual([
      { kind: 'site', site: layout.sites[0] },
      { kind: 'zones', site: 'North', groups: ['n1', 'n2'] },
      { kind: 'zones', site: 'North', groups: ['n3'] },
      { kind: 'site', site: layout.sites[1] },
      { kind: 'zones', site: 'South', groups: ['s1', 's2'] },
    ]);
  });

  it('keeps a collapsed site heading and hides its cards', () => {
    expect(rowsOf(layout, new Set(['North']), 3).map((row) => row.kind)).toEqual(['site', 'site', 'zones']);
  });

  it('fits one card a row on a phone, more on a wider screen', () => {
    expect(columnsFor(358)).toBe(1);
    expect(columnsFor(CARD_MIN_WIDTH_PX * 2 + 8)).toBe(2);
    expect(columnsFor(1168)).toBe(3);
    expect(columnsFor(0)).toBe(1);
  });
});

describe('the overview list’s sizing (docs/design.md "Every zone at a glance")', () => {
  it('keeps its size and key functions while the rows stay, so a scroll does not measure every row again', () => {
    const rows = rowsOf(layout, new Set(), 2);
    const { result, rerender } = renderHook(
      ({ list }: { list: readonly ListRow[] }) => useRowSizing(list, 40, 120),
      { initialProps: { list: rows } },
    );
    const first = result.current;
    expect(first.getItemKey(0)).toBe('site:North');
    expect(first.getItemKey(1)).toBe('zones:n1');
    expect(first.estimateSize(0)).toBe(40);
    expect(first.estimateSize(1)).toBe(120);
    rerender({ list: rows }); // a scroll renders the list again with the same rows
    expect(result.current.getItemKey).toBe(first.getItemKey);
    expect(result.current.estimateSize).toBe(first.estimateSize);
    rerender({ list: rowsOf(layout, new Set(['North']), 2) });
    expect(result.current.getItemKey).not.toBe(first.getItemKey);
    expect(result.current.getItemKey(1)).toBe('site:South');
  });
});

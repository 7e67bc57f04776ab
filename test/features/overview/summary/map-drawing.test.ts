import {
  cellAt,
  isMoveKey,
  placeCells,
  stepCell,
} from '../../../../src/features/overview/summary/map-drawing';
import type { OverviewZone } from '../../../../src/features/overview/fleet/zones';
import { zonesOf } from '../../../../src/features/overview/fleet/fleet-state';
import { player } from '../../../support/overview-fakes';

describe('the status map’s cells (docs/design.md "Every zone at a glance")', () => {
  // Site A: 3 zones, a gap, site B: 2 zones, on a map 4 cells wide:
  // row 0: A1 A2 A3 __   row 1: B1 B2 __
  const zones: OverviewZone[] = [
    ...zonesOf(player('A', 'A', { NoOfChannels: 3 })),
    ...zonesOf(player('B', 'B', { NoOfChannels: 2 })),
  ];
  const placement = placeCells(zones, 4);

  it('moves by slot: right along a site, down keeping the column, over a gap to the next zone, Home and End', () => {
    expect(stepCell(placement, undefined, 'ArrowRight')).toBe(0);
    expect(stepCell(placement, 0, 'ArrowRight')).toBe(1);
    expect(stepCell(placement, 0, 'ArrowDown')).toBe(3);
    expect(stepCell(placement, 2, 'ArrowRight')).toBe(3);
    expect(stepCell(placement, 4, 'ArrowRight')).toBeUndefined();
    expect(stepCell(placement, 4, 'Home')).toBe(0);
    expect(stepCell(placement, 0, 'End')).toBe(4);
    expect(stepCell(placement, 0, 'a')).toBeUndefined();
    expect([isMoveKey('ArrowUp'), isMoveKey('End'), isMoveKey('Enter')]).toEqual([true, true, false]);
  });

  it('finds the cell under a point, and none in a gap', () => {
    expect(cellAt(placement, 10, 15, 5)).toBe(1);
    expect(cellAt(placement, 10, 35, 5)).toBeUndefined();
    expect(cellAt(placement, 10, 5, 15)).toBe(3);
  });
});

/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import {
  CELL_SIDES_PX,
  cellSize,
  MAP_TARGET_HEIGHT_PX,
  placeCells,
  StatusMap,
  DIMMED_ALPHA,
} from '../../../../src/features/overview/summary/status-map';
import type { OverviewZone } from '../../../../src/features/overview/fleet/zones';
import { aNowPlaying, aStatus } from '../../../support/builders';
import { renderWithServices } from '../../../support/render-with-services';
import { player, zonesFleet } from '../../../support/overview-fakes';

const zone = (group: string, site: string): OverviewZone => ({
  group,
  zoneIndex: 1,
  zoneName: '',
  player: player(group, site),
  site,
  state: { kind: 'loading' },
});

describe('the status map cells (docs/design.md "Every zone at a glance")', () => {
  it('groups the cells by site, each site where its first zone is, one empty cell between sites', () => {
    const zones = [zone('a', 'North'), zone('b', 'South'), zone('c', 'North'), zone('d', 'South')];
    const placed = placeCells(zones, 4);
    expect(placed.zones.map((z) => z.group)).toEqual(['a', 'c', 'b', 'd']);
    expect(placed.slots).toEqual([0, 1, 3, 4]);
    expect(placed.rows).toBe(2);
    expect([...placed.at]).toEqual([
      [0, 0],
      [1, 1],
      [3, 2],
      [4, 3],
    ]);
  });

  it('places 4,500 zones of 200 sites on a 390 px phone in a bounded number of rows', () => {
    const zones = Array.from({ length: 4500 }, (_, i) => zone(`z${i}`, `Branch ${Math.floor(i / 22)}`));
    const placed = placeCells(zones, 51);
    expect(placed.zones).toHaveLength(4500);
    expect(placed.rows).toBeLessThanOrEqual(Math.ceil((4500 + 205) / 51));
  });
});

describe('the status map cell size (docs/design.md "Every zone at a glance")', () => {
  it('gives a demo-sized estate cells big enough to point at', () => {
    // 40 zones of 8 sites on a desktop's content width: one row of the largest cells.
    expect(cellSize(48, 1168).side).toBe(CELL_SIDES_PX[0]);
  });

  it('takes smaller cells as the estate grows, and the smallest for 2,000 players on a 390 px phone', () => {
    const sides = [48, 300, 1500].map((slots) => cellSize(slots, 390).side);
    expect([...sides].sort((a, b) => b - a)).toEqual(sides);
    expect(new Set(sides).size).toBeGreaterThan(1);
    expect(cellSize(4975 + 200, 390).side).toBe(CELL_SIDES_PX[CELL_SIDES_PX.length - 1]);
  });

  it('keeps the map within its target height whenever a cell size allows it', () => {
    for (const slots of [10, 100, 400]) {
      const { pitch } = cellSize(slots, 390);
      const rows = Math.ceil(slots / Math.floor(390 / pitch));
      expect(rows * pitch).toBeLessThanOrEqual(MAP_TARGET_HEIGHT_PX);
    }
  });
});

describe('the status map (docs/design.md "Every zone at a glance")', () => {
  it('names the cell reached with the arrow keys (a live region), and shows its zone on Enter', () => {
    const { fleet: store, update } = zonesFleet();
    const zones = [
      zone('a', 'North'),
      zone('b', 'North'),
      { ...zone('c', 'South'), state: { kind: 'offline' } as const },
    ];
    update(zones);
    const shown: string[] = [];
    renderWithServices(<StatusMap store={store} width={70} onSelect={(z) => shown.push(z.group)} />);
    const canvas = screen.getByTestId('overview-map-canvas');
    const cell = screen.getByTestId('overview-map-cell');
    expect(canvas).toHaveAttribute('data-cells', '3');
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    expect(cell).toHaveAttribute('data-group', 'a');
    fireEvent.keyDown(canvas, { key: 'End' });
    expect(cell).toHaveAttribute('data-group', 'c');
    expect(cell).toHaveAttribute('data-state', 'offline');
    fireEvent.keyDown(canvas, { key: 'ArrowLeft' }); // over the gap between the sites
    expect(cell).toHaveAttribute('data-group', 'b');
    fireEvent.keyDown(canvas, { key: 'Enter' });
    expect(shown).toEqual(['b']);
  });

  it('keeps the groups it draws as not answering, following each update', () => {
    const { fleet: store, update } = zonesFleet();
    update([zone('a', 'North'), zone('b', 'North')]);
    renderWithServices(<StatusMap store={store} width={70} onSelect={() => undefined} />);
    const canvas = screen.getByTestId('overview-map-canvas');
    expect(canvas.dataset['notAnswering']).toBe('');
    act(() => void update([zone('a', 'North'), { ...zone('b', 'North'), state: { kind: 'not-answering' } }]));
    expect(canvas.dataset['notAnswering']).toBe('b');
  });

  it('repaints a pushed zone’s cell from that zone alone, reading no other zone of the store', () => {
    const { fleet: store, update } = zonesFleet();
    update([zone('a', 'North'), zone('b', 'North'), zone('c', 'South')]);
    const read: string[] = [];
    const watched = { ...store, get: (group: string) => (read.push(group), store.get(group)) };
    renderWithServices(<StatusMap store={watched} width={70} onSelect={() => undefined} />);
    const canvas = screen.getByTestId('overview-map-canvas');
    read.length = 0;
    act(
      () =>
        void update([
          zone('a', 'North'),
          { ...zone('b', 'North'), state: { kind: 'not-answering' } },
          zone('c', 'South'),
        ]),
    );
    expect(canvas.dataset['notAnswering']).toBe('b');
    expect(read.filter((group) => group !== 'b')).toEqual([]);
  });

  it('draws a pushed zone’s cell only when its colour changes, nothing for a push that keeps its state', () => {
    const { fleet: store, update } = zonesFleet();
    update([zone('a', 'North'), zone('b', 'North')]);
    // A context that records what is drawn (jsdom has none): the canvas's own door to its drawing.
    const strokes: string[] = [];
    const context = {
      fillStyle: '',
      globalAlpha: 1,
      setTransform: () => undefined,
      clearRect: () => undefined,
      fillRect(x: number, y: number) {
        strokes.push(`${this.fillStyle}@${x},${y}`);
      },
    };
    const none = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = (() => context) as unknown as typeof none;
    try {
      renderWithServices(<StatusMap store={store} width={70} onSelect={() => undefined} />);
      expect(strokes).toHaveLength(2);
      const live = (title: string): OverviewZone => ({
        ...zone('b', 'North'),
        state: {
          kind: 'live',
          status: aStatus({ PlayState: 1, NowPlaying: { ...aNowPlaying(1), Title: title } }),
          receivedAt: 0,
        },
      });
      strokes.length = 0;
      act(() => void update([zone('a', 'North'), live('One')]));
      expect(strokes).toHaveLength(1);
      act(() => void update([zone('a', 'North'), live('Two')]));
      expect(strokes).toHaveLength(1);
      act(
        () => void update([zone('a', 'North'), { ...zone('b', 'North'), state: { kind: 'not-answering' } }]),
      );
      expect(strokes).toHaveLength(2);
    } finally {
      HTMLCanvasElement.prototype.getContext = none;
    }
  });

  it('dims the cells of the zones the filters leave out, and says how many', () => {
    const { fleet: store, update } = zonesFleet();
    update([zone('a', 'North'), zone('b', 'North'), zone('c', 'South')]);
    const strokes: string[] = [];
    const context = {
      fillStyle: '',
      globalAlpha: 1,
      setTransform: () => undefined,
      clearRect: () => undefined,
      fillRect(x: number, y: number) {
        strokes.push(`${this.globalAlpha}@${x},${y}`);
      },
    };
    const none = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = (() => context) as unknown as typeof none;
    try {
      const draw = (shown: ReadonlySet<string> | undefined) => (
        <StatusMap store={store} width={70} shown={shown} onSelect={() => undefined} />
      );
      const { rerender } = renderWithServices(draw(undefined));
      const canvas = screen.getByTestId('overview-map-canvas');
      expect(canvas.dataset['dimmed']).toBe('0');
      expect(strokes.every((stroke) => stroke.startsWith('1@'))).toBe(true);
      strokes.length = 0;
      rerender(draw(new Set(['b'])));
      expect(canvas.dataset['dimmed']).toBe('2');
      expect(strokes.filter((stroke) => stroke.startsWith(`${DIMMED_ALPHA}@`))).toHaveLength(2);
      expect(strokes.filter((stroke) => stroke.startsWith('1@'))).toHaveLength(1);
    } finally {
      HTMLCanvasElement.prototype.getContext = none;
    }
  });
});

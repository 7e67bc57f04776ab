import type { StatusTone } from '../../../ui/status-dot';
import type { OverviewZone } from '../fleet/zones';
import { bySite } from '../sites/overview-view';

/**
 * The cell sides the map takes, largest first (CSS px): a few dozen zones get cells big enough to point at
 * with a finger; the smallest fits 2,000 players' zones on a 390 px phone in a few screenfuls of map.
 */
export const CELL_SIDES_PX = [18, 12, 8, 6] as const;
/** How tall the map may grow (CSS px) before it takes the next smaller cell of `CELL_SIDES_PX`. */
export const MAP_TARGET_HEIGHT_PX = 96;
/** The opacity of the cells of zones the filters leave out: dimmed, still there. */
export const DIMMED_ALPHA = 0.25;
/** From this side on (CSS px) the gap between cells is two pixels, below it one. */
const WIDE_GAP_FROM_PX = 12;

/** A cell's side and the distance from one cell to the next (the side and a gap), both in CSS px. */
export interface CellSize {
  readonly side: number;
  readonly pitch: number;
}

/**
 * The cell size for `slots` cells (zones and the gaps between sites) in `width` CSS px: the largest of
 * `CELL_SIDES_PX` whose map stays within `MAP_TARGET_HEIGHT_PX`, else the smallest.
 */
export function cellSize(slots: number, width: number): CellSize {
  const sizes = CELL_SIDES_PX.map((side) => ({ side, pitch: side + (side >= WIDE_GAP_FROM_PX ? 2 : 1) }));
  const height = ({ pitch }: CellSize) => Math.ceil(slots / Math.max(1, Math.floor(width / pitch))) * pitch;
  return sizes.find((size) => height(size) <= MAP_TARGET_HEIGHT_PX) ?? (sizes[sizes.length - 1] as CellSize);
}

/** Where the map draws each zone: its slot (row × columns + column) by group, and its rows. */
export interface MapPlacement {
  readonly columns: number;
  readonly rows: number;
  /** The zones in map order (by site, each site from a new slot after a gap). */
  readonly zones: readonly OverviewZone[];
  /** The slot of each zone of `zones`, same index. */
  readonly slots: readonly number[];
  /** The index in `zones` of the zone in each slot, or -1. */
  readonly at: ReadonlyMap<number, number>;
}

/**
 * Places `zones` on a map `columns` cells wide, grouped by site (each site where its first zone is):
 * a site's zones follow one another, and one empty cell separates a site from the next.
 */
export function placeCells(zones: readonly OverviewZone[], columns: number): MapPlacement {
  const ordered: OverviewZone[] = [];
  const slots: number[] = [];
  const at = new Map<number, number>();
  let slot = 0;
  for (const { zones: list } of bySite(zones)) {
    for (const zone of list) {
      at.set(slot, ordered.length);
      slots.push(slot++);
      ordered.push(zone);
    }
    slot++; // the gap before the next site
  }
  return { columns, rows: Math.ceil(slot / columns), zones: ordered, slots, at };
}

/** The colours of the tones, read from the page's theme variables. */
export function toneColours(element: Element): Record<StatusTone, string> {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(`--c-${name}`).trim() || fallback;
  return {
    success: read('success', 'green'),
    warning: read('warning', 'orange'),
    danger: read('danger', 'red'),
    muted: read('border', 'grey'),
  };
}

/** What a {@link MapPainter} draws: the placement and cell size, the zones as they are now, and how each looks. */
export interface MapLook {
  readonly placement: MapPlacement;
  readonly side: number;
  readonly pitch: number;
  /** The zone of `group` as it is now (the placement's copy when undefined). */
  get(group: string): OverviewZone | undefined;
  /** The tone a zone is drawn in. */
  toneOf(zone: OverviewZone): StatusTone;
  /** The groups of the zones shown under the filters (the others' cells dimmed); undefined: every zone. */
  readonly shown: ReadonlySet<string> | undefined;
}

/** Draws a {@link MapLook} on a canvas: all of it, or the cells of some zones. */
export interface MapPainter {
  /** Sizes the canvas for the placement (at the device's pixel ratio) and draws every cell. */
  paintAll(): void;
  /** Repaints the cells of `changed` whose look changed. */
  paint(changed: readonly OverviewZone[]): void;
  /** Whether the placement has a cell for `group`. */
  has(group: string): boolean;
}

/**
 * A painter of `look` on the canvas `canvas()` returns (nothing drawn while it returns null). What a
 * repaint of a few cells reuses from the last whole one: the groups not answering (in the map's order,
 * written to the canvas's `data-not-answering`), the tones' colours, and the look each cell was last drawn
 * in, so a status push costs its own cells, not a pass over the fleet nor a style recalculation, and a
 * push that keeps its zone's look draws nothing: any stroke on the canvas makes the browser paint and
 * upload the whole canvas again, which grows with the fleet.
 */
export function createMapPainter(canvas: () => HTMLCanvasElement | null, look: MapLook): MapPainter {
  const { placement, side, pitch, shown } = look;
  const { columns } = placement;
  const index = new Map(placement.zones.map((z, i) => [z.group, i]));
  let silent = new Set<string>();
  let colours: Record<StatusTone, string> | undefined;
  let drawn: (string | undefined)[] = [];
  const writeSilent = (element: HTMLCanvasElement) => {
    element.dataset.notAnswering = placement.zones
      .filter((z) => silent.has(z.group))
      .map((z) => z.group)
      .join(' ');
  };
  const draw = (context: CanvasRenderingContext2D, tones: Record<StatusTone, string>, i: number) => {
    const zone = look.get(placement.zones[i]?.group ?? '') ?? placement.zones[i];
    const slot = placement.slots[i];
    if (!zone || slot === undefined) return;
    const tone = look.toneOf(zone);
    const dim = !!shown && !shown.has(zone.group);
    const drawing = `${tone}${dim ? ' dim' : ''}`;
    if (drawn[i] === drawing) return;
    drawn[i] = drawing;
    const x = (slot % columns) * pitch;
    const y = Math.floor(slot / columns) * pitch;
    context.clearRect(x, y, side, side);
    context.globalAlpha = dim ? DIMMED_ALPHA : 1;
    context.fillStyle = tones[tone];
    context.fillRect(x, y, side, side);
    context.globalAlpha = 1;
  };
  return {
    has: (group) => index.has(group),
    paintAll() {
      const element = canvas();
      if (!element) return;
      const ratio = globalThis.devicePixelRatio || 1;
      element.width = columns * pitch * ratio;
      element.height = placement.rows * pitch * ratio;
      const context = element.getContext?.('2d');
      context?.setTransform(ratio, 0, 0, ratio, 0, 0);
      silent = new Set(
        placement.zones.filter((z) => look.get(z.group)?.state.kind === 'not-answering').map((z) => z.group),
      );
      writeSilent(element);
      if (!context) return;
      colours = toneColours(element);
      drawn = [];
      const tones = colours;
      placement.zones.forEach((_, i) => draw(context, tones, i));
    },
    paint(changed) {
      const element = canvas();
      if (!element) return;
      let moved = false;
      for (const zone of changed) {
        const is = zone.state.kind === 'not-answering';
        if (silent.has(zone.group) === is) continue;
        moved = true;
        if (is) silent.add(zone.group);
        else silent.delete(zone.group);
      }
      // Written only when a zone came into or left the set (the map's order, a pass over the fleet).
      if (moved) writeSilent(element);
      const context = element.getContext?.('2d');
      if (!context) return;
      const tones = (colours ??= toneColours(element));
      for (const zone of changed) {
        const i = index.get(zone.group);
        if (i !== undefined) draw(context, tones, i);
      }
    },
  };
}

/** The keys that move the active cell, by how many slots they move it (`columns` for a row). */
const steps = (columns: number): Record<string, number> => ({
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: columns,
  ArrowUp: -columns,
});

/**
 * The cell (its index in the placement's zones) that `key` moves to from `active` (none: from before the
 * first): Home the first, End the last, the arrows by slot, so Up and Down keep the column, a gap between
 * sites taking the nearest zone after it. Undefined when `key` moves nothing (not a moving key, or no
 * zone that way); `active` itself at an edge.
 */
export function stepCell(
  placement: MapPlacement,
  active: number | undefined,
  key: string,
): number | undefined {
  const { columns } = placement;
  if (key === 'Home') return 0;
  if (key === 'End') return placement.zones.length - 1;
  const step = steps(columns)[key];
  if (step === undefined) return undefined;
  const from = active ?? -1;
  const slot = (placement.slots[Math.max(0, from)] ?? 0) + (from < 0 ? 0 : step);
  for (let s = slot; s >= 0 && s < placement.rows * columns; s += Math.sign(step)) {
    const found = placement.at.get(s);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether `key` is one {@link stepCell} moves by. */
export const isMoveKey = (key: string): boolean => key === 'Home' || key === 'End' || key in steps(1);

/** The cell (index in the placement's zones) at `x`, `y` (CSS px from the map's corner), if any. */
export function cellAt(placement: MapPlacement, pitch: number, x: number, y: number): number | undefined {
  return placement.at.get(Math.floor(y / pitch) * placement.columns + Math.floor(x / pitch));
}

import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { StatusTone } from '../../../ui/status-dot';
import type { OverviewZone } from '../fleet/zones';
import { bySite } from '../sites/overview-view';
import type { FleetZones } from '../fleet/fleet.streams';
import { stateWord } from '../sites/zone-card';
import { useLastKnown } from '../sites/last-known';
import { overviewTexts as texts } from '../texts';
import { summaryTexts } from './texts';

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
function toneColours(element: Element): Record<StatusTone, string> {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(`--c-${name}`).trim() || fallback;
  return {
    success: read('success', 'green'),
    warning: read('warning', 'orange'),
    danger: read('danger', 'red'),
    muted: read('border', 'grey'),
  };
}

/** What {@link StatusMap} shows and the handler it calls. */
export interface StatusMapProps {
  store: FleetZones;
  intl: IntlShape;
  /** The width it has (CSS px). */
  width: number;
  /** The groups of the zones shown under the filters (the others' cells are dimmed); undefined: every zone. */
  shown?: ReadonlySet<string>;
  /** Shows the zone (scrolls the list to it, or opens it). */
  onSelect(zone: OverviewZone): void;
}

/**
 * The status map (README "Every zone at a glance"): one cell per zone coloured by its state, grouped by
 * site, drawn on a canvas (a few DOM elements whatever the fleet). A cell names its zone, its player, its
 * site and its state in the line under the map when pointed at or reached with the arrow keys (a live
 * region, so a screen reader says it too); a click or Enter shows the zone. A status push repaints its
 * own cell, and only when its colour changed. The tallies and the list say the same in text: the map is
 * never the only way to it.
 */
export const StatusMap = memo(function StatusMap({ store, intl, width, shown, onSelect }: StatusMapProps) {
  const t = intl.formatMessage;
  const canvas = useRef<HTMLCanvasElement>(null);
  const lastKnown = useLastKnown();
  const helpId = useId();
  const [zones, setZones] = useState(() => store.all());
  const { side, pitch } = useMemo(() => cellSize(zones.length + bySite(zones).length, width), [zones, width]);
  const columns = Math.max(1, Math.floor(width / pitch));
  const placement = useMemo(() => placeCells(zones, columns), [zones, columns]);
  const [active, setActive] = useState<number | undefined>(undefined);
  const index = useMemo(() => new Map(placement.zones.map((z, i) => [z.group, i])), [placement]);

  // What a repaint of a few cells reuses from the last whole one: the groups not answering (in the
  // map's order), the tones' colours, and the tone each cell was last drawn in (by index in the map's
  // order), so a status push costs its own cells, not a pass over the fleet nor a style recalculation,
  // and a push that keeps its zone's tone (a new title, a moved position) draws nothing: any stroke on
  // the canvas makes the browser paint and upload the whole canvas again, which grows with the fleet.
  const silent = useRef(new Set<string>());
  const colours = useRef<Record<StatusTone, string> | undefined>(undefined);
  const drawn = useRef<(string | undefined)[]>([]);
  const paint = useCallback(
    (list: readonly OverviewZone[] | undefined) => {
      const element = canvas.current;
      if (!element) return;
      let moved = false;
      if (!list) {
        silent.current = new Set(
          placement.zones
            .filter((z) => store.get(z.group)?.state.kind === 'not-answering')
            .map((z) => z.group),
        );
        moved = true;
      } else
        for (const zone of list) {
          const was = silent.current.has(zone.group);
          const is = zone.state.kind === 'not-answering';
          if (was === is) continue;
          moved = true;
          if (is) silent.current.add(zone.group);
          else silent.current.delete(zone.group);
        }
      // Written only when a zone came into or left the set (the map's order, a pass over the fleet).
      if (moved)
        element.dataset.notAnswering = placement.zones
          .filter((z) => silent.current.has(z.group))
          .map((z) => z.group)
          .join(' ');
      const context = element.getContext?.('2d');
      if (!context) return;
      if (!list || !colours.current) colours.current = toneColours(element);
      const tones = colours.current;
      if (!list) drawn.current = [];
      const draw = (i: number) => {
        const zone = store.get(placement.zones[i]?.group ?? '') ?? placement.zones[i];
        const slot = placement.slots[i];
        if (!zone || slot === undefined) return;
        const tone = stateWord(zone, lastKnown).tone;
        const dim = !!shown && !shown.has(zone.group);
        const look = `${tone}${dim ? ' dim' : ''}`;
        if (drawn.current[i] === look) return;
        drawn.current[i] = look;
        const x = (slot % columns) * pitch;
        const y = Math.floor(slot / columns) * pitch;
        context.clearRect(x, y, side, side);
        context.globalAlpha = dim ? DIMMED_ALPHA : 1;
        context.fillStyle = tones[tone];
        context.fillRect(x, y, side, side);
        context.globalAlpha = 1;
      };
      if (!list) placement.zones.forEach((_, i) => draw(i));
      else
        for (const zone of list) {
          const i = index.get(zone.group);
          if (i !== undefined) draw(i);
        }
    },
    [store, placement, columns, index, pitch, side, shown, lastKnown],
  );

  // Size and draw the whole map when the placement changes; then each update repaints its own cells.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = globalThis.devicePixelRatio || 1;
    element.width = columns * pitch * ratio;
    element.height = placement.rows * pitch * ratio;
    element.getContext?.('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
    paint(undefined);
  }, [columns, placement, paint, pitch]);
  useEffect(() => {
    const subscription = store.changed$.subscribe((changed) => {
      const all = store.all();
      // New zones or other places: place them again; else repaint the changed cells alone.
      if (all.length !== placement.zones.length || changed.some((z) => !index.has(z.group))) setZones(all);
      else paint(changed);
    });
    return () => subscription.unsubscribe();
  }, [store, placement, index, paint]);

  const slotAt = (x: number, y: number) => Math.floor(y / pitch) * columns + Math.floor(x / pitch);
  const pointed = (event: { clientX: number; clientY: number }) => {
    const box = canvas.current?.getBoundingClientRect();
    if (!box) return undefined;
    return placement.at.get(slotAt(event.clientX - box.left, event.clientY - box.top));
  };
  const activeZone = active === undefined ? undefined : placement.zones[active];
  const current = activeZone && (store.get(activeZone.group) ?? activeZone);
  const move = (event: KeyboardEvent) => {
    const last = placement.zones.length - 1;
    const from = active ?? -1;
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
    };
    if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(last);
    else if (event.key in step) {
      // By slot, so Up and Down keep the column; a gap between sites takes the nearest zone after it.
      const slot = (placement.slots[Math.max(0, from)] ?? 0) + (from < 0 ? 0 : (step[event.key] as number));
      let found: number | undefined;
      for (
        let s = slot;
        found === undefined && s >= 0 && s < placement.rows * columns;
        s += Math.sign(step[event.key] as number)
      )
        found = placement.at.get(s);
      if (found !== undefined) setActive(found);
    } else if (event.key === 'Enter' && current) onSelect(current);
    else return;
    event.preventDefault();
  };
  return (
    <Figure data-testid="overview-map">
      <figcaption id={helpId}>
        {t(summaryTexts.map)}
        <small>{t(summaryTexts.mapHelp)}</small>
      </figcaption>
      <canvas
        ref={canvas}
        role="application"
        tabIndex={0}
        aria-labelledby={helpId}
        data-testid="overview-map-canvas"
        data-cells={placement.zones.length}
        style={{ width: columns * pitch, height: placement.rows * pitch }}
        data-cell-side={side}
        data-dimmed={shown ? placement.zones.filter((z) => !shown.has(z.group)).length : 0}
        onPointerMove={(e) => setActive(pointed(e))}
        onClick={(e) => {
          const i = pointed(e);
          const zone = i === undefined ? undefined : placement.zones[i];
          if (zone) onSelect(store.get(zone.group) ?? zone);
        }}
        onKeyDown={move}
      />
      <p
        aria-live="polite"
        data-testid="overview-map-cell"
        data-group={current?.group ?? ''}
        data-state={current?.state.kind ?? ''}
      >
        {current
          ? t(summaryTexts.mapCell, {
              zone: current.zoneName || t(texts.unnamedZone, { number: current.zoneIndex }),
              player: current.player.PlayerName,
              site: current.site || t(texts.noSite),
              state: t(stateWord(current, lastKnown).text),
            })
          : '\u00a0'}
      </p>
    </Figure>
  );
});

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  figcaption {
    display: grid;
    font-weight: 600;
    small {
      font-weight: 400;
      color: ${({ theme }) => theme.color.muted};
    }
  }
  /* The keyboard's hint only where a keyboard is likely: a fine pointer that hovers (not a phone). */
  @media not ((hover: hover) and (pointer: fine)) {
    figcaption small {
      display: none;
    }
  }
  canvas {
    display: block;
    cursor: pointer;
    touch-action: manipulation;
  }
  canvas:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
  }
  p {
    margin: 0;
    min-height: 1.5em;
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

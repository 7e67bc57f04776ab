import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSubscription } from 'observable-hooks';
import type { OverviewZone } from '../fleet/zones';
import { bySite } from '../sites/overview-view';
import type { FleetZones } from '../fleet/fleet.streams';
import { stateWord } from '../sites/zone-card';
import { useLastKnown } from '../sites/last-known';
import { overviewTexts as texts } from '../texts';
import { cellAt, cellSize, createMapPainter, isMoveKey, placeCells, stepCell } from './map-drawing';
import { Figure } from './status-map.styles';
import { summaryTexts } from './texts';

export { CELL_SIDES_PX, cellSize, DIMMED_ALPHA, MAP_TARGET_HEIGHT_PX, placeCells } from './map-drawing';
export type { CellSize, MapPlacement } from './map-drawing';

/** What {@link StatusMap} shows and the handler it calls. */
export interface StatusMapProps {
  store: FleetZones;
  /** The width it has (CSS px). */
  width: number;
  /** The groups of the zones shown under the filters (the others' cells are dimmed); undefined: every zone. */
  shown?: ReadonlySet<string>;
  /** Shows the zone (scrolls the list to it, or opens it). */
  onSelect(zone: OverviewZone): void;
}

/**
 * The status map (docs/design.md "Every zone at a glance"): one cell per zone coloured by its state, grouped by
 * site, drawn on a canvas (a few DOM elements whatever the fleet; the drawing is `map-drawing.ts`'s). A
 * cell names its zone, its player, its site and its state in the line under the map when pointed at or
 * reached with the arrow keys (a live region, so a screen reader says it too); a click or Enter shows the
 * zone. A status push repaints its own cell, and only when its colour changed. The tallies and the list
 * say the same in text: the map is never the only way to it.
 */
export const StatusMap = memo(function StatusMap({ store, width, shown, onSelect }: StatusMapProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const canvas = useRef<HTMLCanvasElement>(null);
  const lastKnown = useLastKnown();
  const helpId = useId();
  const [zones, setZones] = useState(() => store.all());
  const { side, pitch } = useMemo(() => cellSize(zones.length + bySite(zones).length, width), [zones, width]);
  const columns = Math.max(1, Math.floor(width / pitch));
  const placement = useMemo(() => placeCells(zones, columns), [zones, columns]);
  const [active, setActive] = useState<number | undefined>(undefined);
  const painter = useMemo(
    () =>
      createMapPainter(() => canvas.current, {
        placement,
        side,
        pitch,
        shown,
        get: (group) => store.get(group),
        toneOf: (zone) => stateWord(zone, lastKnown).tone,
      }),
    [store, placement, side, pitch, shown, lastKnown],
  );
  // The whole map when its look changes; then each update repaints its own cells.
  useEffect(() => painter.paintAll(), [painter]);
  useSubscription(store.changed$, (changed) => {
    const all = store.all();
    // New zones or other places: place them again; else repaint the changed cells alone.
    if (all.length !== placement.zones.length || changed.some((z) => !painter.has(z.group))) setZones(all);
    else painter.paint(changed);
  });

  const pointed = (event: { clientX: number; clientY: number }) => {
    const box = canvas.current?.getBoundingClientRect();
    return box && cellAt(placement, pitch, event.clientX - box.left, event.clientY - box.top);
  };
  const activeZone = active === undefined ? undefined : placement.zones[active];
  const current = activeZone && (store.get(activeZone.group) ?? activeZone);
  const move = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && current) onSelect(current);
    else if (isMoveKey(event.key)) {
      const next = stepCell(placement, active, event.key);
      if (next !== undefined) setActive(next);
    } else return;
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

import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { FleetZones } from '../fleet/fleet.streams';
import type { OverviewZone } from '../fleet/zones';
import type { SiteLayout } from '../sites/overview-view';
import { MapBox, Toggle } from './overview-map.styles';
import { SiteGrid } from './site-grid';
import { StatusMap } from './status-map';
import { summaryTexts } from './texts';

/** What {@link OverviewMap} shows and the handlers it calls. */
export interface OverviewMapProps {
  store: FleetZones;
  /** One cell per site (true) or one per zone. */
  bySite: boolean;
  /** Every site of the fleet with all its zones, in the list's order. */
  sites: readonly SiteLayout[];
  /** The groups and the sites shown under the filters; undefined when nothing is filtered. */
  shown: ReadonlySet<string> | undefined;
  shownSites: ReadonlySet<string> | undefined;
  /** The width it has (CSS px). */
  width: number;
  /** The site whose cells are open on the per-site map, if any. */
  openSite: string | undefined;
  onBySite(bySite: boolean): void;
  onOpenSite(site: string | undefined): void;
  /** Shows the zone (scrolls the list to it, or opens it). */
  onSelect(zone: OverviewZone): void;
  /** Scrolls the list to the site's heading. */
  onJump(site: string): void;
}

/**
 * The overview's map (docs/design.md "Every zone at a glance"): a switch between one cell per site
 * ({@link SiteGrid}) and one per zone ({@link StatusMap}), and the map it picks.
 */
export const OverviewMap = memo(function OverviewMap(props: OverviewMapProps) {
  const intl = useIntl();
  const { store, bySite, width, onSelect } = props;
  return (
    <MapBox>
      <Toggle
        type="button"
        aria-pressed={bySite}
        onClick={() => props.onBySite(!bySite)}
        data-testid="overview-map-mode"
      >
        {intl.formatMessage(summaryTexts.mapBySite)}
      </Toggle>
      {bySite ? (
        <SiteGrid
          store={store}
          sites={props.sites}
          shownSites={props.shownSites}
          width={width}
          open={props.openSite}
          onOpen={props.onOpenSite}
          onSelect={onSelect}
          onJump={props.onJump}
        />
      ) : (
        <StatusMap store={store} width={width} shown={props.shown} onSelect={onSelect} />
      )}
    </MapBox>
  );
});

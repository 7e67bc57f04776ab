/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import {
  SITE_CELL_SMALL_PX,
  SiteGrid,
  siteCellsInView,
} from '../../../../src/features/overview/summary/site-grid';
import type { SiteLayout } from '../../../../src/features/overview/sites/overview-view';
import { liveState, overviewZone, zonesFleet } from '../../../support/overview-fakes';
import { renderWithServices } from '../../../support/render-with-services';

const noop = () => undefined;

describe('the site grid (docs/design.md "Every zone at a glance")', () => {
  it('lays out the cells a phone sees first in the first commit, and the sites beyond the strip in a task after it', () => {
    jest.useFakeTimers();
    try {
      const zones = Array.from({ length: 206 }, (_, i) => overviewZone(`P${i}`, `Site ${i}`, liveState({})));
      const { fleet: store, update } = zonesFleet();
      update(zones);
      const sites: SiteLayout[] = zones.map((zone) => ({
        site: zone.site,
        groups: [zone.group],
        selectable: [zone.group],
      }));
      renderWithServices(
        <SiteGrid
          store={store}
          sites={sites}
          shownSites={undefined}
          width={390}
          open={undefined}
          onOpen={noop}
          onSelect={noop}
          onJump={noop}
        />,
      );
      const cells = () => screen.queryAllByTestId('overview-site-cell').map((cell) => cell.dataset['site']);
      const first = siteCellsInView(390, SITE_CELL_SMALL_PX);
      expect(first).toBeLessThan(sites.length);
      expect(cells()).toEqual(sites.slice(0, first).map((site) => site.site));
      act(() => void jest.runOnlyPendingTimers());
      expect(cells()).toEqual(sites.map((site) => site.site));
    } finally {
      jest.useRealTimers();
    }
  });
});

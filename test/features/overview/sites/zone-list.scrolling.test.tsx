/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { OVERVIEW_SCROLL_SETTLE_MS } from '../../../../src/config/timing';
import { createZoneStore } from '../../../../src/features/overview/fleet/zone-store';
import type { OverviewZone } from '../../../../src/features/overview/fleet/zones';
import { layoutOf } from '../../../../src/features/overview/sites/overview-view';
import { VirtualZoneList } from '../../../../src/features/overview/sites/zone-list';
import { theme } from '../../../../src/ui/theme';
import { liveState, player } from '../../../support/overview-fakes';
import { TEXTS } from '../../../support/texts';
import { installWindowScroll } from '../../../support/window-scroll';

/** A phone's list width (CSS px): one card a row. */
const PHONE_LIST_WIDTH = 358;

/** `count` live zones, ten a site. */
const fleet = (count: number): OverviewZone[] =>
  Array.from({ length: count }, (_, i) => {
    const site = `Branch ${Math.floor(i / 10) + 1}`;
    return {
      group: `z${i}`,
      zoneIndex: 1,
      zoneName: `Zone ${i}`,
      player: player(`p${i}`, site),
      site,
      state: liveState({ Name: `Zone ${i}` }),
    };
  });

const list = () => screen.getByTestId('overview-list');
const groupsOf = (testId: string) => screen.queryAllByTestId(testId).map((card) => card.dataset.group);

/** Moves the window to `top` and lets the scroll event of the next frame arrive. */
function scrollWindow(top: number): void {
  act(() => window.scrollTo(0, top));
  act(() => jest.advanceTimersToNextFrame());
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the overview list while it scrolls (README "Every zone at a glance")', () => {
  it('shows the rows it lays out anew light while scrolling, and full cards once the scroll has stopped', () => {
    installWindowScroll(() => parseFloat(list().style.height));
    const zones = fleet(200);
    const store = createZoneStore();
    store.update(zones);
    const noop = () => undefined;
    render(
      <ThemeProvider theme={theme}>
        <VirtualZoneList
          layout={layoutOf(zones, '', 'all')}
          store={store}
          intl={createIntl({ locale: 'en', messages: TEXTS.en })}
          stillsBase="/stills/"
          staleness={{ lost: false, before: Number.NEGATIVE_INFINITY }}
          chosen={new Set(['z40'])}
          results={undefined}
          collapsed={new Set()}
          width={PHONE_LIST_WIDTH}
          onToggle={noop}
          onCheck={noop}
          onOpen={noop}
          onCollapse={noop}
          onVisible={noop}
        />
      </ThemeProvider>,
    );
    // Still: full cards only.
    expect(list().dataset.scrolling).toBe('false');
    const first = groupsOf('overview-zone');
    expect(first.length).toBeGreaterThan(0);
    expect(groupsOf('overview-zone-light')).toEqual([]);

    // A short scroll: the cards already shown stay full, the rows laid out anew are light.
    scrollWindow(400);
    expect(list().dataset.scrolling).toBe('true');
    const kept = groupsOf('overview-zone');
    expect(kept.every((group) => first.includes(group))).toBe(true);
    const added = groupsOf('overview-zone-light');
    expect(added.length).toBeGreaterThan(0);
    expect(added.some((group) => first.includes(group))).toBe(false);

    // A long one: a screenful of new rows, every one light, each with its state and selection.
    scrollWindow(6_000);
    expect(groupsOf('overview-zone')).toEqual([]);
    const light = screen.getAllByTestId('overview-zone-light');
    expect(light.map((card) => card.dataset.state)).toEqual(light.map(() => 'live'));
    expect(light.find((card) => card.dataset.group === 'z40')?.dataset.selected).toBe('true');
    const lightGroups = groupsOf('overview-zone-light');

    // Stopped: after OVERVIEW_SCROLL_SETTLE_MS every row laid out shows its full card.
    act(() => jest.advanceTimersByTime(OVERVIEW_SCROLL_SETTLE_MS - 1));
    expect(list().dataset.scrolling).toBe('true');
    act(() => jest.advanceTimersByTime(1));
    expect(list().dataset.scrolling).toBe('false');
    expect(groupsOf('overview-zone-light')).toEqual([]);
    expect(groupsOf('overview-zone')).toEqual(lightGroups);
  });
});

/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import { OVERVIEW_SCROLL_SETTLE_MS } from '../../../../src/config/timing';
import { FULL_CARDS_PER_FRAME } from '../../../../src/features/overview/sites/full-rows';
import type { OverviewZone } from '../../../../src/features/overview/fleet/zones';
import { layoutOf } from '../../../../src/features/overview/sites/overview-view';
import { VirtualZoneList } from '../../../../src/features/overview/sites/zone-list';
import { liveState, player, zonesFleet } from '../../../support/overview-fakes';
import { renderWithServices } from '../../../support/render-with-services';
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

/**
 * Whether the card of `group` is in a view whose top is `top` (CSS px in the page; the list starts at
 * the page's top): its row's position is its transform.
 */
function inView(group: string | undefined, top: number): boolean {
  const card = screen.getAllByTestId(/^overview-zone/).find((element) => element.dataset.group === group);
  const row = card?.closest<HTMLElement>('[data-row]');
  const y = parseFloat(/translateY\((-?[\d.]+)px\)/.exec(row?.style.transform ?? '')?.[1] ?? 'NaN');
  return y + parseFloat(row?.style.height ?? '0') > top && y < top + window.innerHeight;
}

/** Moves the window to `top` and lets the scroll event of the next frame arrive. */
function scrollWindow(top: number): void {
  act(() => window.scrollTo(0, top));
  act(() => jest.advanceTimersToNextFrame());
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the overview list while it scrolls (docs/design.md "Every zone at a glance")', () => {
  it('shows the rows it lays out anew light while scrolling, and once the scroll has stopped full cards a few a frame, those in view first', () => {
    installWindowScroll(() => parseFloat(list().style.height));
    const zones = fleet(200);
    // Every other zone selected, so the light cards of any screenful show both.
    const chosen = new Set(zones.filter((_, i) => i % 2 === 0).map((zone) => zone.group));
    const { fleet: store, update } = zonesFleet();
    update(zones);
    const noop = () => undefined;
    renderWithServices(
      <VirtualZoneList
        layout={layoutOf(zones, '', 'all')}
        store={store}
        stillsBase="/stills/"
        staleness={{ lost: false, before: Number.NEGATIVE_INFINITY }}
        chosen={chosen}
        results={undefined}
        collapsed={new Set()}
        width={PHONE_LIST_WIDTH}
        onToggle={noop}
        onCheck={noop}
        onOpen={noop}
        onCollapse={noop}
        onVisible={noop}
      />,
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
    expect(light.map((card) => card.dataset.selected)).toEqual(
      light.map((card) => String(chosen.has(card.dataset.group ?? ''))),
    );
    expect(light.some((card) => card.dataset.selected === 'true')).toBe(true);
    const lightGroups = groupsOf('overview-zone-light');

    // Stopped: OVERVIEW_SCROLL_SETTLE_MS after the last scroll event the light rows become full, at most
    // FULL_CARDS_PER_FRAME cards a frame, the rows in view first; the list says "scrolling" until the last.
    act(() => jest.advanceTimersByTime(OVERVIEW_SCROLL_SETTLE_MS - 1));
    expect(list().dataset.scrolling).toBe('true');
    act(() => jest.advanceTimersByTime(1));
    const steps = [groupsOf('overview-zone')];
    while (list().dataset.scrolling === 'true' && steps.length <= lightGroups.length) {
      expect(groupsOf('overview-zone-light').length).toBeGreaterThan(0);
      act(() => jest.advanceTimersToNextFrame());
      steps.push(groupsOf('overview-zone'));
    }
    expect(list().dataset.scrolling).toBe('false');
    expect(steps.length).toBeGreaterThan(2);
    steps.forEach((step, i) => {
      const before = steps[i - 1] ?? [];
      expect(before.every((group) => step.includes(group))).toBe(true);
      expect(step.length - before.length).toBeLessThanOrEqual(FULL_CARDS_PER_FRAME);
    });
    const shown = lightGroups.filter((group) => inView(group, 6_000));
    expect(shown.length).toBeGreaterThan(FULL_CARDS_PER_FRAME);
    expect(shown.length).toBeLessThan(lightGroups.length);
    // No card out of view is full before every card in view is.
    for (const step of steps)
      if (step.some((group) => !shown.includes(group)))
        expect(shown.every((group) => step.includes(group))).toBe(true);
    // At the end every row laid out shows its full card.
    expect(groupsOf('overview-zone-light')).toEqual([]);
    expect(groupsOf('overview-zone')).toEqual(lightGroups);
  });
});

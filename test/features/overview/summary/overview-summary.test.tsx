/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { OverviewSummary } from '../../../../src/features/overview/summary/overview-summary';
import type { StateFilter } from '../../../../src/features/overview/sites/overview-view';
import { overviewZone, liveState, zonesFleet } from '../../../support/overview-fakes';
import { renderWithServices } from '../../../support/render-with-services';

/** The tally buttons by filter: each one's count and tone. */
const tallies = () =>
  Object.fromEntries(
    screen
      .getAllByTestId('overview-tally')
      .map((b) => [b.dataset['filter'], { count: b.dataset['count'], tone: b.dataset['tone'] }]),
  );

describe('the overview summary (docs/design.md "Every zone at a glance")', () => {
  it('draws an alarm tally that counts no zone quietly, and in its alarm tone once it counts one', () => {
    const { fleet: store, update } = zonesFleet();
    const playing = overviewZone('Counter', 'North', liveState({ PlayState: 1 }));
    update([playing]);
    const filters: StateFilter[] = [];
    renderWithServices(<OverviewSummary store={store} filter="all" onFilter={(f) => filters.push(f)} />);
    expect(tallies()['not-answering']).toEqual({ count: '0', tone: 'muted' });
    expect(tallies()['offline']).toEqual({ count: '0', tone: 'muted' });
    expect(tallies()['playing']).toEqual({ count: '1', tone: 'success' });

    act(() => void update([{ ...playing, state: { kind: 'not-answering' } }]));
    expect(tallies()['not-answering']).toEqual({ count: '1', tone: 'danger' });
    expect(tallies()['attention']).toEqual({ count: '1', tone: 'danger' });

    const notAnswering = screen
      .getAllByTestId('overview-tally')
      .find((b) => b.dataset['filter'] === 'not-answering') as HTMLElement;
    fireEvent.click(notAnswering);
    expect(filters).toEqual(['not-answering']);
  });
});

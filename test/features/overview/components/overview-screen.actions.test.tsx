/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import OverviewScreen from '../../../../src/features/overview/components/overview-screen';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import { aPlayer, aStatus } from '../../../support/builders';
import { apiRoutes } from '../../../support/fake-api';
import { fakeServices } from '../../../support/fake-services';
import { renderWithServices } from '../../../support/render-with-services';

describe('the overview’s action bar (README "Every zone at a glance")', () => {
  it('says what selecting offers until a zone is selected, then shows the actions', async () => {
    const services = fakeServices({
      signedIn: true,
      api: apiRoutes({ 'GET api/Player/list': () => of([aPlayer(1), aPlayer(2)]) }),
      player: { [PlayerCommand.Status]: () => aStatus() },
    });
    const view = renderWithServices(<OverviewScreen />, { services, route: '/player-selector/overview' });
    await view.advance(0);
    await view.advance(1_000);
    const bar = screen.getByTestId('overview-actions');
    expect(within(bar).getByTestId('overview-actions-hint')).toBeInTheDocument();
    expect(within(bar).queryByTestId('overview-pause')).toBeNull();
    expect(within(bar).getByTestId('overview-select-shown')).toBeEnabled();

    fireEvent.click(screen.getAllByTestId('overview-select-zone')[0] as HTMLElement);
    await view.settle();
    expect(within(bar).queryByTestId('overview-actions-hint')).toBeNull();
    expect(within(bar).getByTestId('overview-pause')).toBeEnabled();

    fireEvent.click(within(bar).getByTestId('overview-select-none'));
    await view.settle();
    expect(within(bar).getByTestId('overview-actions-hint')).toBeInTheDocument();
  });
});

/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import OverviewScreen from '../../../src/features/overview/overview-screen';
import { groupOf } from '../../../src/features/overview/fleet/zones';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { aPlayer, aStatus } from '../../support/builders';
import { apiRoutes } from '../../support/fake-api';
import { fakeServices } from '../../support/fake-services';
import { renderWithServices } from '../../support/render-with-services';

describe('the overview’s action bar (docs/design.md "Every zone at a glance")', () => {
  it('says what selecting offers until a zone is selected, then shows the actions; Select none goes back to it, the focus on Select shown', async () => {
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

    within(bar).getByTestId('overview-select-none').focus();
    fireEvent.click(within(bar).getByTestId('overview-select-none'));
    await view.settle();
    expect(within(bar).getByTestId('overview-actions-hint')).toBeInTheDocument();
    // Nothing ticked: no "Select none" (nothing to untick); the focus went on to "Select shown".
    expect(within(bar).queryByTestId('overview-select-none')).toBeNull();
    expect(within(bar).getByTestId('overview-select-shown')).toHaveFocus();
  });

  it('decides what an action skips on each selected zone’s latest status, pushed after the selection', async () => {
    const players = [aPlayer(1), aPlayer(2)];
    const services = fakeServices({
      signedIn: true,
      api: apiRoutes({ 'GET api/Player/list': () => of(players) }),
      player: { [PlayerCommand.Status]: () => aStatus({ RemotePauseAllowed: true }) },
    });
    const view = renderWithServices(<OverviewScreen />, { services, route: '/player-selector/overview' });
    await view.advance(0);
    await view.advance(1_000);
    fireEvent.click(screen.getByTestId('overview-select-shown'));
    await view.settle();
    // The first zone's player stops allowing remote pause after the selection was made.
    await act(async () =>
      services.hub.push(
        PlayerCommand.Status,
        aStatus({ RemotePauseAllowed: false }),
        groupOf(players[0]!, 1),
      ),
    );
    await view.settle();
    fireEvent.click(screen.getByTestId('overview-pause'));
    await view.settle();
    expect(screen.getByTestId('overview-confirm-skipped').dataset.skipped).toBe('1');
  });
});

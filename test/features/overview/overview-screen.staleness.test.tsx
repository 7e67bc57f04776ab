/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { CONNECTION_STALE_MS } from '../../../src/config/timing';
import OverviewScreen from '../../../src/features/overview/overview-screen';
import { groupOf } from '../../../src/features/overview/fleet/zones';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { aPlayer, aStatus } from '../../support/builders';
import { apiRoutes } from '../../support/fake-api';
import { fakeServices } from '../../support/fake-services';
import { renderWithServices } from '../../support/render-with-services';

const PLAYERS = [aPlayer(1), aPlayer(2)];
const GROUPS = PLAYERS.map((p) => groupOf(p, 1));

/** The zones whose cards say their status may be out of date. */
const staleCards = () =>
  screen
    .getAllByTestId('overview-zone')
    .filter((card) => card.querySelector('[data-testid="overview-zone-stale"]'))
    .map((card) => card.dataset.group);

describe('the overview after a lost link (docs/design.md "Every zone at a glance")', () => {
  it('marks every card while the link is lost, then each card until its zone’s next status, and asks them all again', async () => {
    const services = fakeServices({
      signedIn: true,
      api: apiRoutes({ 'GET api/Player/list': () => of(PLAYERS) }),
      player: { [PlayerCommand.Status]: () => aStatus() },
    });
    const view = renderWithServices(<OverviewScreen />, { services, route: '/player-selector/overview' });
    await view.advance(0);
    await view.advance(1_000);
    expect(screen.getAllByTestId('overview-zone').map((card) => card.dataset.state)).toEqual([
      'live',
      'live',
    ]);
    expect(staleCards()).toEqual([]);

    // The link is lost for longer than CONNECTION_STALE_MS.
    await act(async () => services.hub.setState({ kind: 'recovering', connectionId: 'c1', attempt: 1 }));
    await view.advance(CONNECTION_STALE_MS + 1);
    expect(screen.getByTestId('overview-stale')).toBeInTheDocument();
    expect(staleCards()).toEqual(GROUPS);

    // Back, on a new connection; the players do not answer at once.
    services.hub.answer(PlayerCommand.Status, undefined);
    const asked = services.hub.requests(PlayerCommand.Status).length;
    await act(async () => services.hub.setState({ kind: 'connected', connectionId: 'c2' }));
    expect(screen.queryByTestId('overview-stale')).toBeNull();
    expect(services.hub.requests(PlayerCommand.Status).length - asked).toBe(GROUPS.length);
    expect(staleCards()).toEqual(GROUPS);

    // One zone's status arrives: its card is trusted again, the other one still is not.
    await act(async () => services.hub.push(PlayerCommand.Status, aStatus(), GROUPS[0]));
    await view.settle();
    expect(staleCards()).toEqual([GROUPS[1]]);
  });
});

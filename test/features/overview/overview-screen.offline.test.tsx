/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import OverviewScreen from '../../../src/features/overview/overview-screen';
import { groupOf } from '../../../src/features/overview/fleet/zones';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { aPlayer, aStatus } from '../../support/builders';
import { apiRoutes } from '../../support/fake-api';
import { fakeServices } from '../../support/fake-services';
import { renderWithServices } from '../../support/render-with-services';

const PLAYERS = [aPlayer(1), aPlayer(2)];
const PLAYERS_3 = [aPlayer(1), aPlayer(2), aPlayer(3)];
const GROUPS = PLAYERS.map((p) => groupOf(p, 1));

describe('the overview opened without a network (docs/architecture.md §11)', () => {
  it('shows the last known zones under the banner, the actions off, then the live zones once back online', async () => {
    let network = false;
    const services = fakeServices({
      signedIn: true,
      local: { lastPlayers: PLAYERS, zoneMemory: { [GROUPS[0]!]: ['Bar', 1234] } },
      api: apiRoutes({
        'GET api/Player/list': () =>
          network ? of(PLAYERS) : throwError(() => new TypeError('Failed to fetch')),
      }),
      player: { [PlayerCommand.Status]: () => aStatus() },
    });
    const view = renderWithServices(<OverviewScreen />, { services, route: '/player-selector/overview' });
    await view.advance(0);
    await view.advance(1_000);
    const cards = () => screen.getAllByTestId('overview-zone');
    expect(cards().map((card) => [card.dataset.group, card.dataset.state])).toEqual([
      [GROUPS[0], 'offline'],
      [GROUPS[1], 'offline'],
    ]);
    // The zone heard before says when; the other one says it was never heard.
    expect(screen.getAllByTestId('overview-last-heard').map((line) => line.dataset.heard)).toEqual([
      '1234',
      '',
    ]);
    expect(screen.getByTestId('overview-last-known')).toBeInTheDocument();
    expect(screen.getByTestId('connection-banner')).toBeInTheDocument();
    expect(screen.getByTestId('overview-actions')).toHaveAttribute('data-link', 'lost');
    expect(screen.getByTestId('overview-actions-offline')).toBeInTheDocument();
    expect(services.hub.requests(PlayerCommand.Status)).toEqual([]);

    network = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await view.advance(1_000);
    expect(cards().map((card) => card.dataset.state)).toEqual(['live', 'live']);
    expect(screen.queryByTestId('overview-last-known')).toBeNull();
    expect(screen.queryByTestId('connection-banner')).toBeNull();
    expect(screen.getByTestId('overview-actions')).toHaveAttribute('data-link', 'up');
  });

  it('says what each zone was last known doing (playing, paused, or not known), in no tone of blame', async () => {
    const groups = PLAYERS_3.map((p) => groupOf(p, 1));
    const services = fakeServices({
      signedIn: true,
      local: {
        lastPlayers: PLAYERS_3,
        zoneMemory: {
          [groups[0]!]: ['Bar', 1234, 1],
          [groups[1]!]: ['Shop', 1234, 2],
          [groups[2]!]: ['Yard', 1234],
        },
      },
      api: apiRoutes({ 'GET api/Player/list': () => throwError(() => new TypeError('Failed to fetch')) }),
    });
    const view = renderWithServices(<OverviewScreen />, { services, route: '/player-selector/overview' });
    await view.advance(0);
    await view.advance(1_000);
    const cards = screen.getAllByTestId('overview-zone');
    expect(
      cards.map((card) => [card.dataset.lastKnown, card.dataset.playState, card.dataset.attention]),
    ).toEqual([
      ['true', '1', ''],
      ['true', '2', ''],
      ['true', '', ''],
    ]);
    expect(screen.getByTestId('overview-tallies')).toHaveAttribute('data-unknown', '3');
  });
});

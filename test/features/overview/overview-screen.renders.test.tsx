/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { of } from 'rxjs';
import OverviewScreen from '../../../src/features/overview/overview-screen';
import { groupOf } from '../../../src/features/overview/fleet/zones';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { aPlayer, aStatus } from '../../support/builders';
import { apiRoutes } from '../../support/fake-api';
import { fakeServices } from '../../support/fake-services';
import { renderWithServices } from '../../support/render-with-services';

const PLAYERS = [aPlayer(1), aPlayer(2), aPlayer(3)];
const GROUPS = PLAYERS.map((p) => groupOf(p, 1));

/** Each card's PlayState as it shows it, by group. */
function cardStates(): Record<string, string | undefined> {
  return Object.fromEntries(
    screen.getAllByTestId('overview-zone').map((card) => [card.dataset.group, card.dataset.playState]),
  );
}

/**
 * Opens the overview on services whose config counts how often the artwork address is read: the
 * screen's top level reads it each time it renders (it hands it to every site it shows), nothing else
 * on this screen does.
 */
async function opened() {
  const services = fakeServices({
    signedIn: true,
    api: apiRoutes({ 'GET api/Player/list': () => of(PLAYERS) }),
    player: { [PlayerCommand.Status]: () => aStatus({ PlayState: 1 }) },
  });
  const renders = { screen: 0 };
  const stillsBase = services.config.stillsBase;
  const config = Object.defineProperty({ ...services.config }, 'stillsBase', {
    get: () => {
      renders.screen += 1;
      return stillsBase;
    },
  });
  const view = renderWithServices(<OverviewScreen />, {
    services: { ...services, config },
    route: '/player-selector/overview',
  });
  await view.advance(0);
  await view.advance(1_000);
  expect(Object.values(cardStates())).toEqual(['1', '1', '1']);
  return { services, view, renders };
}

describe('the overview renders a status push in its zone’s card alone (docs/design.md "Every zone at a glance")', () => {
  it('does not render the screen’s top level for a push that changes no zone’s place', async () => {
    const { services, view, renders } = await opened();
    const before = renders.screen;
    expect(before).toBeGreaterThan(0);
    await act(async () => services.hub.push(PlayerCommand.Status, aStatus({ PlayState: 2 }), GROUPS[1]));
    await view.settle();
    expect(cardStates()).toEqual({ [GROUPS[0]!]: '1', [GROUPS[1]!]: '2', [GROUPS[2]!]: '1' });
    expect(renders.screen - before).toBe(0);
  });

  it('lays the zones out again when a push moves a zone out of the state filter’s result', async () => {
    const { services, view, renders } = await opened();
    fireEvent.change(screen.getByTestId('overview-state-filter'), { target: { value: 'playing' } });
    await view.settle();
    expect(Object.keys(cardStates())).toEqual(GROUPS);
    const before = renders.screen;
    await act(async () => services.hub.push(PlayerCommand.Status, aStatus({ PlayState: 2 }), GROUPS[1]));
    await view.settle();
    expect(Object.keys(cardStates())).toEqual([GROUPS[0], GROUPS[2]]);
    expect(renders.screen - before).toBeGreaterThan(0);
  });
});

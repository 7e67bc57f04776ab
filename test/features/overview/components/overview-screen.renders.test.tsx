/**
 * @jest-environment jsdom
 */
import type { ComponentProps } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { of } from 'rxjs';
import OverviewScreen from '../../../../src/features/overview/components/overview-screen';
import { groupOf } from '../../../../src/features/overview/overview.streams';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import { aPlayer, aStatus } from '../../../support/builders';
import { apiRoutes } from '../../../support/fake-api';
import { fakeServices } from '../../../support/fake-services';
import { renderWithServices } from '../../../support/render-with-services';

/** Renders of the screen's own title (the screen's top level) and of the cards' state lines (one a card). */
const renders = { screen: 0, cards: 0 };

// The screen's title renders with the screen's top level; a card's state line with its card.
jest.mock('../../../../src/ui/screen-title', () => {
  const actual = jest.requireActual<typeof import('../../../../src/ui/screen-title')>(
    '../../../../src/ui/screen-title',
  );
  return {
    ScreenTitle: (props: ComponentProps<typeof actual.ScreenTitle>) => {
      renders.screen += 1;
      return <actual.ScreenTitle {...props} />;
    },
  };
});
jest.mock('../../../../src/ui/status-dot', () => {
  const actual = jest.requireActual<typeof import('../../../../src/ui/status-dot')>(
    '../../../../src/ui/status-dot',
  );
  return {
    ...actual,
    StatusDot: (props: ComponentProps<typeof actual.StatusDot>) => {
      renders.cards += 1;
      return <actual.StatusDot {...props} />;
    },
  };
});

const PLAYERS = [aPlayer(1), aPlayer(2), aPlayer(3)];
const GROUPS = PLAYERS.map((p) => groupOf(p, 1));

/** Each card's PlayState as it shows it, by group. */
function cardStates(): Record<string, string | undefined> {
  return Object.fromEntries(
    screen.getAllByTestId('overview-zone').map((card) => [card.dataset.group, card.dataset.playState]),
  );
}

describe('the overview renders a status push in its zone’s card alone (README "Every zone at a glance")', () => {
  async function opened() {
    const services = fakeServices({
      signedIn: true,
      api: apiRoutes({ 'GET api/Player/list': () => of(PLAYERS) }),
      player: { [PlayerCommand.Status]: () => aStatus({ PlayState: 1 }) },
    });
    const view = renderWithServices(<OverviewScreen />, { services, route: '/player-selector/overview' });
    await view.advance(0);
    await view.advance(1_000);
    expect(Object.values(cardStates())).toEqual(['1', '1', '1']);
    return { services, view };
  }

  beforeEach(() => {
    renders.screen = 0;
    renders.cards = 0;
  });

  it('does not render the screen’s top level for a push that changes no zone’s place', async () => {
    const { services, view } = await opened();
    const before = { ...renders };
    await act(async () => services.hub.push(PlayerCommand.Status, aStatus({ PlayState: 2 }), GROUPS[1]));
    await view.settle();
    expect(cardStates()).toEqual({ [GROUPS[0]!]: '1', [GROUPS[1]!]: '2', [GROUPS[2]!]: '1' });
    expect(renders.screen - before.screen).toBe(0);
    expect(renders.cards - before.cards).toBe(1);
  });

  it('lays the zones out again when a push moves a zone out of the state filter’s result', async () => {
    const { services, view } = await opened();
    fireEvent.change(screen.getByTestId('overview-state-filter'), { target: { value: 'playing' } });
    await view.settle();
    expect(screen.getByTestId('overview-count').textContent).toContain('3');
    const before = renders.screen;
    await act(async () => services.hub.push(PlayerCommand.Status, aStatus({ PlayState: 2 }), GROUPS[1]));
    await view.settle();
    expect(Object.keys(cardStates())).toEqual([GROUPS[0], GROUPS[2]]);
    expect(renders.screen - before).toBe(1);
  });
});

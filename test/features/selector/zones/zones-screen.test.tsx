/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { COMMAND_TIMEOUT_MS, ZONE_SWITCH_DELAY_MS } from '../../../../src/config/timing';
import SelectorArea from '../../../../src/features/selector/selector-area';
import { zoneListTexts } from '../../../../src/features/selector/zones/texts';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import { zoneGroup } from '../../../../src/lib/player/groups';
import { aConnectionInfo } from '../../../support/builders';
import type { PlayerAnswers } from '../../../support/fake-hub';
import { fakeServices, ZONE_GROUP, type FakeServicesOptions } from '../../../support/fake-services';
import { renderWithServices } from '../../../support/render-with-services';
import { english } from '../../../support/texts';

const zones = [
  { ZoneName: 'Bar', RemoteVolumeAllowed: true },
  { ZoneName: 'Terrace', RemoteVolumeAllowed: false },
  { ZoneName: '', RemoteVolumeAllowed: true },
];

/** The zone list as the app mounts it, signed in with player 1 (three zones) chosen. */
function renderChannels(player: PlayerAnswers, options: FakeServicesOptions = {}) {
  const services = fakeServices({
    signedIn: true,
    chosen: { name: 'Lobby', zoneCount: 3 },
    player,
    ...options,
  });
  const view = renderWithServices(
    <Route path="/player-selector" nest>
      <SelectorArea />
    </Route>,
    { services, route: '/player-selector/channels' },
  );
  return { ...view, services };
}
const zoneCards = () => screen.queryAllByTestId('zone-card');
const zoneCard = (number: number) => {
  const found = zoneCards().find((card) => card.dataset.zoneNumber === String(number));
  if (!found) throw new Error(`no card for zone ${number}`);
  return found;
};

describe('ZonesScreen (spec §2 Channels, §4 Zone selection)', () => {
  it('joins the player’s first zone and shows the loading placeholder until it answers', () => {
    const view = renderChannels({});
    expect(view.services.hub.joined).toEqual([ZONE_GROUP]);
    expect(view.services.hub.requests(PlayerCommand.Channels)).toHaveLength(1);
    expect(screen.getByLabelText(english(zoneListTexts.loading))).toBeInTheDocument();
    expect(zoneCards()).toEqual([]);
  });

  it('lays its loading count out as valid HTML (the placeholder inside the count line is no block)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderChannels({});
      const nesting = errors.mock.calls.filter((call) => String(call[0]).includes('validateDOMNesting'));
      expect(nesting).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('shows a card per zone with its remote-volume permission', async () => {
    const view = renderChannels({ [PlayerCommand.Channels]: () => aConnectionInfo({ Zones: zones }) });
    await view.settle();
    expect(screen.queryByLabelText(english(zoneListTexts.loading))).toBeNull();
    expect(zoneCards().map((card) => card.dataset.zoneNumber)).toEqual(['1', '2', '3']);
    expect(zoneCard(1)).toHaveTextContent(english(zoneListTexts.volumeAllowed));
    expect(zoneCard(2)).toHaveTextContent(english(zoneListTexts.volumeNotAllowed));
    expect(zoneCard(3)).toHaveTextContent(english(zoneListTexts.zone, { number: 3 })); // no name: a numbered label
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      english(zoneListTexts.title, { name: 'Lobby' }),
    );
  });

  it('drops null zones and says so when none is left', async () => {
    const view = renderChannels({
      [PlayerCommand.Channels]: () => ({ ...aConnectionInfo(), Zones: [null] }),
    });
    await view.settle();
    expect(zoneCards()).toEqual([]);
    expect(screen.getByText(english(zoneListTexts.empty))).toBeInTheDocument();
    expect(screen.getByText(english(zoneListTexts.count, { count: 0 }))).toBeInTheDocument();
  });

  it('switches to the chosen zone after 1 s: leaves the group, chooses the zone, opens the player', async () => {
    const view = renderChannels({ [PlayerCommand.Channels]: () => aConnectionInfo({ Zones: zones }) });
    await view.settle();
    fireEvent.click(zoneCard(2));
    expect(view.services.hub.left).toEqual([ZONE_GROUP]);
    expect(within(zoneCard(2)).getByTestId('zone-switching')).toBeInTheDocument();
    await view.advance(ZONE_SWITCH_DELAY_MS - 1);
    expect(view.path()).toBe('/player-selector/channels');
    await view.advance(1);
    expect(view.path()).toBe('/player');
    expect(view.services.selection.current()?.zone).toEqual({
      index: 2,
      name: 'Terrace',
      group: zoneGroup(ZONE_GROUP, 2),
    });
  });

  it('shows no zones when the player does not answer within 10 s', async () => {
    const view = renderChannels({});
    await view.advance(COMMAND_TIMEOUT_MS);
    expect(screen.queryByLabelText(english(zoneListTexts.loading))).toBeNull();
    expect(zoneCards()).toEqual([]);
    expect(screen.getByText(english(zoneListTexts.empty))).toBeInTheDocument();
  });

  it('goes to the player selector when this tab has chosen no player', () => {
    const view = renderChannels({}, { chosen: null });
    expect(view.path()).toBe('/player-selector');
  });
});

/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { COMMAND_TIMEOUT_MS, STATUS_AFTER_JOIN_MS } from '../../../../src/config/timing';
import { errorDialogTexts } from '../../../../src/features/player/texts';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import { ZONE_GROUP } from '../../../support/fake-services';
import { renderPlayerScreen } from '../../../support/render-player-area';
import { english } from '../../../support/texts';

describe('command timeout (spec §4, §8: 10 s → dialog → /player-selector)', () => {
  it('opens the error dialog when the status request gets no reply within 10 s, and its close goes to the selector', async () => {
    const view = renderPlayerScreen('', { player: {} }); // a player that never answers
    expect(view.services.hub.joined).toEqual([ZONE_GROUP]);
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(view.services.hub.sent.map((s) => s.request.command)).toEqual([PlayerCommand.Status]);
    await view.advance(COMMAND_TIMEOUT_MS - 10);
    expect(screen.queryByRole('dialog')).toBeNull();
    await view.advance(10);
    const dialog = screen.getByRole('dialog', { name: english(errorDialogTexts.heading) });
    expect(dialog).toHaveAccessibleDescription(english(errorDialogTexts.subHeading));
    fireEvent.click(within(dialog).getByRole('button', { name: english(errorDialogTexts.close) }));
    expect(view.path()).toBe('/player-selector');
  });

  it('closes the dialog about a hub outage by itself, on the player, once the hub connection is back', async () => {
    const view = renderPlayerScreen('', { player: {} }); // a player that never answers
    await view.advance(STATUS_AFTER_JOIN_MS);
    act(() => view.services.hub.setState({ kind: 'disconnected' }));
    await view.advance(COMMAND_TIMEOUT_MS);
    screen.getByRole('dialog', { name: english(errorDialogTexts.hubDownHeading) });
    act(() => view.services.hub.setState({ kind: 'connected', connectionId: 'again' }));
    await view.settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.path()).toBe('/player');
  });
});

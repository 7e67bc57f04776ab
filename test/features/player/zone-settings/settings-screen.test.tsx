/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { SETTINGS_SKELETON_MS, STATUS_AFTER_JOIN_MS } from '../../../../src/config/timing';
import { settingsTexts } from '../../../../src/features/player/zone-settings/texts';
import { playerTexts } from '../../../../src/features/player/texts';
import { PlayerCommand, type PlayerCommandCode } from '../../../../src/lib/player/commands';
import {
  accepted,
  aChannelSettings,
  aConnectionInfo,
  anEnergyMap,
  aStatus,
  refused,
} from '../../../support/builders';
import type { PlayerAnswers } from '../../../support/fake-hub';
import { slideTo } from '../../../support/queries';
import { renderPlayerScreen, zonePlayer } from '../../../support/render-player-area';
import { english } from '../../../support/texts';

/** A version 8 player with volume 40, energy 2 and a full energy map, plus `answers`. */
const settingsPlayer = (answers: PlayerAnswers = {}) =>
  zonePlayer({
    [PlayerCommand.LoadChannelSettings]: () => aChannelSettings(40),
    [PlayerCommand.Channels]: () => aConnectionInfo({ Version: '8.1.0' }),
    [PlayerCommand.GetEnergyMap]: () => anEnergyMap(),
    ...answers,
  });
const argsOf = (view: ReturnType<typeof renderPlayerScreen>, command: PlayerCommandCode) =>
  view.services.hub.requests(command).map((r) => r.arguments);

describe('SettingsScreen (spec §2 Settings, §4 Loading, Change energy)', () => {
  it('shows the skeleton for 1.5 s even when the player answers at once', async () => {
    const view = renderPlayerScreen('/settings', { player: settingsPlayer() });
    await view.advance(SETTINGS_SKELETON_MS - 1);
    expect(screen.getByTestId('settings-skeleton')).toBeInTheDocument();
    expect(screen.queryByTestId('volume-card')).toBeNull();
    await view.advance(1);
    expect(screen.queryByTestId('settings-skeleton')).toBeNull();
    expect(screen.getByTestId('volume-card')).toBeInTheDocument();
  });

  it('keeps the skeleton while the player has not sent its settings', async () => {
    const view = renderPlayerScreen('/settings', {
      player: settingsPlayer({ [PlayerCommand.LoadChannelSettings]: undefined }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS + 5_000);
    expect(screen.getByRole('status', { name: english(settingsTexts.loading) })).toBe(
      screen.getByTestId('settings-skeleton'),
    );
  });

  it('shows the volume slider at the zone volume and the energy card for a version 8 player', async () => {
    const view = renderPlayerScreen('/settings', { player: settingsPlayer() });
    await view.advance(SETTINGS_SKELETON_MS);
    expect(screen.getByTestId('volume-slider')).toHaveValue('40');
    expect(screen.queryByTestId('volume-permissions')).toBeNull();
    expect(screen.getByTestId('energy-slider')).toHaveValue('2');
    expect(screen.getByTestId('energy-slider')).toHaveAttribute('max', '4');
  });

  it('leaves the energy card out for a version 7 player', async () => {
    const view = renderPlayerScreen('/settings', {
      player: settingsPlayer({ [PlayerCommand.Channels]: () => aConnectionInfo({ Version: '7.9.2' }) }),
    });
    await view.advance(SETTINGS_SKELETON_MS);
    expect(screen.getByTestId('volume-card')).toBeInTheDocument();
    expect(screen.queryByTestId('energy-card')).toBeNull();
  });

  it('shows the read-only permissions notice when the zone does not allow remote volume', async () => {
    const view = renderPlayerScreen('/settings', {
      player: settingsPlayer({ [PlayerCommand.Status]: () => aStatus({ RemoteVolumeAllowed: false }) }),
    });
    await view.advance(SETTINGS_SKELETON_MS);
    const card = screen.getByTestId('volume-card');
    expect(within(card).getByRole('note')).toHaveTextContent(english(settingsTexts.noPermission));
    expect(within(card).queryByRole('slider')).toBeNull();
    expect(within(card).queryByTestId('save-volume')).toBeNull();
  });

  it('sends the volume on release (107) and says so', async () => {
    const view = renderPlayerScreen('/settings', {
      player: settingsPlayer({ [PlayerCommand.Volume]: () => accepted() }),
    });
    await view.advance(SETTINGS_SKELETON_MS);
    slideTo(screen.getByTestId('volume-slider'), 65);
    await view.settle();
    expect(argsOf(view, PlayerCommand.Volume)).toEqual([['65']]);
    expect(screen.getByTestId('volume-slider')).toHaveValue('65');
    expect(view.toasts()).toEqual([
      { kind: 'success', text: english(settingsTexts.volumeSet, { volume: 0.65 }) },
    ]);
  });

  it('shows the refusal when the player will not change its volume', async () => {
    const view = renderPlayerScreen('/settings', {
      player: settingsPlayer({ [PlayerCommand.Volume]: () => refused('Volume locked') }),
    });
    await view.advance(SETTINGS_SKELETON_MS);
    slideTo(screen.getByTestId('volume-slider'), 90);
    await view.settle();
    expect(view.toasts()).toEqual([
      { kind: 'error', text: english(playerTexts.commandRefused, { reason: 'Volume locked' }) },
    ]);
    expect(screen.getByTestId('volume-slider')).toHaveValue('40');
  });

  it('marks energy levels without tracks, and − / + skip them and stop at the last usable level', async () => {
    const view = renderPlayerScreen('/settings', {
      player: settingsPlayer({
        [PlayerCommand.GetEnergyMap]: () => anEnergyMap([0, 50, 50, 0, 0]),
        [PlayerCommand.Status]: () => aStatus({ Energy: 1 }),
      }),
    });
    await view.advance(SETTINGS_SKELETON_MS);
    const stops = screen.getByTestId('energy-card').querySelectorAll('ol li');
    expect([...stops].map((li) => li.hasAttribute('data-empty'))).toEqual([true, false, false, true, true]);
    expect(screen.getByTestId('energy-slider')).toHaveValue('1');
    expect(screen.getByTestId('energy-slider-decrease')).toBeDisabled();
    expect(screen.getByTestId('energy-slider-increase')).toBeEnabled();
    fireEvent.click(screen.getByTestId('energy-slider-increase'));
    expect(screen.getByTestId('energy-slider')).toHaveValue('2');
    expect(screen.getByTestId('energy-slider-increase')).toBeDisabled();
    expect(screen.getByTestId('energy-slider-decrease')).toBeEnabled();
  });

  it('refuses an energy level without tracks, and asks before one with under 20', async () => {
    const view = renderPlayerScreen('/settings', {
      player: settingsPlayer({
        [PlayerCommand.GetEnergyMap]: () => anEnergyMap([50, 0, 50, 12, 50]),
        [PlayerCommand.SetEnergy]: () => accepted(),
      }),
    });
    await view.advance(SETTINGS_SKELETON_MS);
    slideTo(screen.getByTestId('energy-slider'), 1);
    await view.settle();
    expect(view.toasts()).toEqual([{ kind: 'error', text: english(settingsTexts.invalid) }]);
    expect(screen.getByTestId('energy-slider')).toHaveValue('2');
    expect(argsOf(view, PlayerCommand.SetEnergy)).toEqual([]);

    slideTo(screen.getByTestId('energy-slider'), 3);
    const dialog = screen.getByRole('dialog', { name: english(settingsTexts.confirmTitle) });
    expect(dialog).toHaveAccessibleDescription(english(settingsTexts.confirmBody, { count: 12 }));
    expect(argsOf(view, PlayerCommand.SetEnergy)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: english(settingsTexts.confirmOk) }));
    await view.settle();
    expect(argsOf(view, PlayerCommand.SetEnergy)).toEqual([['3']]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the level when the user cancels the confirmation', async () => {
    const view = renderPlayerScreen('/settings', {
      player: settingsPlayer({ [PlayerCommand.GetEnergyMap]: () => anEnergyMap([50, 50, 50, 12, 50]) }),
    });
    await view.advance(SETTINGS_SKELETON_MS);
    slideTo(screen.getByTestId('energy-slider'), 3);
    fireEvent.click(screen.getByRole('button', { name: english(settingsTexts.confirmCancel) }));
    await view.settle();
    expect(screen.getByTestId('energy-slider')).toHaveValue('2');
    expect(argsOf(view, PlayerCommand.SetEnergy)).toEqual([]);
    expect(view.toasts()).toEqual([{ kind: 'info', text: english(settingsTexts.cancelled) }]);
  });
});

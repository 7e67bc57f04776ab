/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { COMMAND_TIMEOUT_MS, STATUS_AFTER_JOIN_MS } from '../../../../src/config/timing';
import { LIST_FILTER_THRESHOLD } from '../../../../src/features/player/library/list-screen';
import { playlistsTexts } from '../../../../src/features/player/library/texts';
import { errorDialogTexts, listTexts, playerTexts } from '../../../../src/features/player/texts';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import { accepted, aPlaylist, aStatus, refused } from '../../../support/builders';
import { listItem, listKeys } from '../../../support/queries';
import { renderPlayerScreen, zonePlayer } from '../../../support/render-player-area';
import { english } from '../../../support/texts';

const playlists = [
  aPlaylist(1, { PlaylistName: 'Morning Mix', PlaylistTypeId: 5 }),
  aPlaylist(2, { PlaylistName: 'Rock, Pop', PlaylistTypeId: 3 }),
  aPlaylist(3, { PlaylistName: 'Weekdays', PlaylistTypeId: 1 }),
];
const playButton = (name: string) =>
  screen.getByRole('button', { name: english(playlistsTexts.play, { name }) });
const loading = () => screen.queryByRole('status', { name: english(listTexts.loading) });

describe('PlaylistsScreen (spec §2 Playlists, §4 Playing a playlist)', () => {
  it('shows the skeleton while the player has not sent its playlists', () => {
    const view = renderPlayerScreen('/playlists', { player: zonePlayer() });
    expect(loading()).toBeInTheDocument();
    expect(screen.queryByTestId('playlists')).toBeNull();
    expect(view.services.hub.requests(PlayerCommand.AllPlaylists)).toHaveLength(1);
  });

  it('shows the empty text when the zone has no playlists', async () => {
    const view = renderPlayerScreen('/playlists', {
      player: zonePlayer({ [PlayerCommand.AllPlaylists]: () => [] }),
    });
    await view.settle();
    expect(loading()).toBeNull();
    expect(screen.getByTestId('empty-text')).toHaveTextContent(english(playlistsTexts.empty));
    expect(screen.queryByTestId('playlists')).toBeNull(); // the empty text alone, no list
  });

  it('shows a card per playlist, the equaliser on the playing one and play buttons on the others', async () => {
    const view = renderPlayerScreen('/playlists', {
      player: zonePlayer({ [PlayerCommand.AllPlaylists]: () => playlists }),
      chosen: { name: 'Lobby' },
    });
    await view.advance(STATUS_AFTER_JOIN_MS); // the status names the playing playlist: Morning Mix
    expect(listKeys('playlists')).toEqual(['1', '2', '3']);
    const playing = listItem('playlists', 1);
    expect(within(playing).getByTestId('playlist-card')).toHaveAttribute('data-current', 'true');
    expect(within(playing).getByTestId('equaliser')).toHaveAttribute('data-playing', 'true');
    expect(within(playing).queryByRole('button')).toBeNull();
    for (const id of [2, 3]) {
      expect(within(listItem('playlists', id)).getByTestId('playlist-card')).toHaveAttribute(
        'data-current',
        'false',
      );
      expect(within(listItem('playlists', id)).getByRole('button')).toBeEnabled();
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      english(playlistsTexts.heading, { name: 'Lobby' }),
    );
    expect(screen.queryByRole('searchbox')).toBeNull(); // fewer than 9 playlists: no filter
  });

  it('plays a library playlist with 727 and loads the others with 726, the name as one argument', async () => {
    const view = renderPlayerScreen('/playlists', {
      player: zonePlayer({
        [PlayerCommand.AllPlaylists]: () => playlists,
        [PlayerCommand.LoadPlaylist]: () => accepted(),
        [PlayerCommand.PlayPlaylist]: () => accepted(),
      }),
    });
    view.services.hub.answer(PlayerCommand.Status, () => aStatus({ Playlist: 'Weekdays' }));
    await view.advance(STATUS_AFTER_JOIN_MS);
    fireEvent.click(playButton('Rock, Pop'));
    await view.settle();
    fireEvent.click(playButton('Morning Mix'));
    await view.settle();
    expect(view.services.hub.requests(PlayerCommand.LoadPlaylist).map((r) => r.arguments)).toEqual([
      ['Rock, Pop'],
    ]);
    expect(view.services.hub.requests(PlayerCommand.PlayPlaylist).map((r) => r.arguments)).toEqual([
      ['Morning Mix'],
    ]);
    expect(view.toasts()).toEqual([
      { kind: 'success', text: english(playlistsTexts.updated, { name: 'Rock, Pop' }) },
      { kind: 'success', text: english(playlistsTexts.updated, { name: 'Morning Mix' }) },
    ]);
  });

  it('shows the filter from 9 playlists and filters on the name', async () => {
    const many = Array.from({ length: LIST_FILTER_THRESHOLD }, (_, i) => aPlaylist(i + 1));
    const view = renderPlayerScreen('/playlists', {
      player: zonePlayer({ [PlayerCommand.AllPlaylists]: () => many }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(listKeys('playlists')).toHaveLength(LIST_FILTER_THRESHOLD);
    fireEvent.change(screen.getByRole('searchbox', { name: english(playlistsTexts.filter) }), {
      target: { value: 'playlist 7' },
    });
    expect(listKeys('playlists')).toEqual(['7']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing like it' } });
    expect(screen.getByTestId('empty-text')).toHaveTextContent(english(playlistsTexts.empty));
  });

  it('tells the user when the player refuses a playlist, and shows no success', async () => {
    const view = renderPlayerScreen('/playlists', {
      player: zonePlayer({
        [PlayerCommand.AllPlaylists]: () => playlists,
        [PlayerCommand.LoadPlaylist]: () => refused('Playlist is locked'),
      }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS);
    fireEvent.click(playButton('Weekdays'));
    await view.settle();
    expect(view.toasts()).toEqual([
      { kind: 'error', text: english(playerTexts.commandRefused, { reason: 'Playlist is locked' }) },
    ]);
  });

  it('keeps the skeleton and shows the refusal when the player refuses to list its playlists', async () => {
    const view = renderPlayerScreen('/playlists', {
      player: zonePlayer({ [PlayerCommand.AllPlaylists]: () => refused('Busy') }),
    });
    await view.settle();
    expect(loading()).toBeInTheDocument();
    expect(view.toasts()).toEqual([
      { kind: 'error', text: english(playerTexts.commandRefused, { reason: 'Busy' }) },
    ]);
  });

  it('opens the error dialog when the player does not answer within 10 s, and its close goes to the selector', async () => {
    const view = renderPlayerScreen('/playlists', { player: zonePlayer() });
    await view.advance(COMMAND_TIMEOUT_MS - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await view.advance(1);
    const dialog = screen.getByRole('dialog', { name: english(errorDialogTexts.heading) });
    expect(dialog).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: english(errorDialogTexts.close) }));
    expect(view.path()).toBe('/player-selector');
  });
});

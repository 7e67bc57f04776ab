/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { RATING_RELOAD_MS, STATUS_AFTER_JOIN_MS } from '../../../../src/config/timing';
import { currentPlaylistTexts } from '../../../../src/features/player/library/texts';
import { playerTexts } from '../../../../src/features/player/texts';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import type { Track } from '../../../../src/lib/player/replies';
import { accepted, aCurrentPlaylist, aTrack, refused, trackFile } from '../../../support/builders';
import type { PlayerAnswers } from '../../../support/fake-hub';
import { listItem, listKeys } from '../../../support/queries';
import { renderPlayerScreen, zonePlayer } from '../../../support/render-player-area';
import { english } from '../../../support/texts';

const tracks = [aTrack(1), aTrack(2), aTrack(3, { Enabled: false })];
const keyOf = (track: Track) => `${track.Index}-${track.FileName}`;

/** The zone plays track 1 of "Morning Mix" (these tracks); the user's favourites are track 2, disables track 3. */
const playlistPlayer = (answers: PlayerAnswers = {}) =>
  zonePlayer({
    [PlayerCommand.Playlist]: () => aCurrentPlaylist(tracks),
    [PlayerCommand.UserFavourites]: () => [trackFile(2)],
    [PlayerCommand.UserDisables]: () => [trackFile(3)],
    ...answers,
  });

describe('CurrentPlaylistScreen (spec §2 Current playlist, §4 Favourite/Disable toggle)', () => {
  it('shows the loading title and skeleton until the playlist arrives', () => {
    const view = renderPlayerScreen('/current-playlist', { player: zonePlayer() });
    expect(screen.getByTestId('current-playlist-title')).toHaveTextContent(
      english(currentPlaylistTexts.loading),
    );
    expect(screen.getByRole('status', { name: english(currentPlaylistTexts.loading) })).toBeInTheDocument();
    expect(screen.queryByTestId('tracks')).toBeNull();
    expect(view.services.hub.requests(PlayerCommand.Playlist)).toHaveLength(1);
  });

  it('keeps the skeleton and the loading title until the status says which page opens, so nothing below them moves', async () => {
    const many = Array.from({ length: 25 }, (_, i) => aTrack(i + 1));
    const view = renderPlayerScreen('/current-playlist', {
      player: zonePlayer({
        [PlayerCommand.Playlist]: () => aCurrentPlaylist(many),
        [PlayerCommand.UserFavourites]: () => [],
        [PlayerCommand.UserDisables]: () => [],
      }),
    });
    await view.settle(); // the playlist is in, the status not yet
    // The name could take two lines where the loading text takes one, and push the skeletons down.
    expect(screen.getByTestId('current-playlist-title')).toHaveTextContent(
      english(currentPlaylistTexts.loading),
    );
    expect(screen.queryByTestId('tracks')).toBeNull();
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(screen.getByTestId('current-playlist-title')).toHaveTextContent(
      english(currentPlaylistTexts.title, { name: 'Morning Mix', count: many.length }),
    );
    expect(listKeys('tracks')).toContain(keyOf(many[0]!)); // the page of the playing track (track 1)
  });

  it('shows the empty text for a playlist without tracks', async () => {
    const view = renderPlayerScreen('/current-playlist', {
      player: playlistPlayer({ [PlayerCommand.Playlist]: () => aCurrentPlaylist([], 'Silence') }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS); // the playlist, then the status
    expect(screen.getByTestId('current-playlist-title')).toHaveTextContent(
      english(currentPlaylistTexts.title, { name: 'Silence', count: 0 }),
    );
    expect(screen.queryByTestId('tracks')).toBeNull(); // the empty text alone, no list
    expect(screen.getByTestId('empty-text')).toHaveTextContent(english(currentPlaylistTexts.empty));
  });

  it('shows every track, the equaliser on the one playing, and no play button on a disabled one', async () => {
    const view = renderPlayerScreen('/current-playlist', { player: playlistPlayer() });
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(screen.getByTestId('current-playlist-title')).toHaveTextContent(
      english(currentPlaylistTexts.title, { name: 'Morning Mix', count: 3 }),
    );
    expect(listKeys('tracks')).toEqual(tracks.map(keyOf));
    const playing = listItem('tracks', keyOf(tracks[0]!));
    expect(within(playing).getByTestId('track-card')).toHaveAttribute('data-current', 'true');
    expect(within(playing).getByTestId('equaliser')).toHaveAttribute('data-playing', 'true');
    const play = (track: Track) =>
      within(listItem('tracks', keyOf(track))).getByRole('button', {
        name: english(currentPlaylistTexts.play, { title: track.Title }),
      });
    expect(play(tracks[1]!)).toBeEnabled();
    expect(play(tracks[2]!)).toBeDisabled();
  });

  it('plays a track by its index (755)', async () => {
    const view = renderPlayerScreen('/current-playlist', {
      player: playlistPlayer({ [PlayerCommand.PlayByIndex]: () => accepted() }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS); // the playlist, then the status
    fireEvent.click(
      within(listItem('tracks', keyOf(tracks[1]!))).getByRole('button', {
        name: english(currentPlaylistTexts.play, { title: tracks[1]!.Title }),
      }),
    );
    await view.settle();
    expect(view.services.hub.requests(PlayerCommand.PlayByIndex).map((r) => r.arguments)).toEqual([['2']]);
  });

  it('shows the user’s favourites and disabled tracks from their lists', async () => {
    const view = renderPlayerScreen('/current-playlist', { player: playlistPlayer() });
    await view.advance(STATUS_AFTER_JOIN_MS); // the playlist, then the status
    fireEvent.click(
      screen.getByRole('radio', { name: english(currentPlaylistTexts.favourites, { count: 1 }) }),
    );
    expect(listKeys('tracks')).toEqual([keyOf(tracks[1]!)]);
    fireEvent.click(
      screen.getByRole('radio', { name: english(currentPlaylistTexts.disabled, { count: 1 }) }),
    );
    expect(listKeys('tracks')).toEqual([keyOf(tracks[2]!)]);
  });

  it('favourites a track (723 file,true,true), then reloads the playlist and the lists after 500 ms', async () => {
    const view = renderPlayerScreen('/current-playlist', {
      player: playlistPlayer({ [PlayerCommand.Rating]: () => accepted() }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS); // the playlist, then the status
    const card = listItem('tracks', keyOf(tracks[1]!));
    fireEvent.click(within(card).getByRole('button', { name: english(playerTexts.favourite) }));
    await view.settle();
    expect(view.services.hub.requests(PlayerCommand.Rating).map((r) => r.arguments)).toEqual([
      [trackFile(2), 'true', 'true'],
    ]);
    await view.advance(RATING_RELOAD_MS - 1);
    expect(view.services.hub.requests(PlayerCommand.Playlist)).toHaveLength(1);
    await view.advance(1);
    expect(view.services.hub.requests(PlayerCommand.Playlist)).toHaveLength(2);
    expect(view.services.hub.requests(PlayerCommand.UserFavourites)).toHaveLength(2);
  });

  it('keeps loading and shows the refusal when the player will not send the playlist', async () => {
    const view = renderPlayerScreen('/current-playlist', {
      player: playlistPlayer({ [PlayerCommand.Playlist]: () => refused('No playlist loaded') }),
    });
    await view.settle();
    expect(screen.getByTestId('current-playlist-title')).toHaveTextContent(
      english(currentPlaylistTexts.loading),
    );
    expect(view.toasts()).toEqual([
      { kind: 'error', text: english(playerTexts.commandRefused, { reason: 'No playlist loaded' }) },
    ]);
  });
});

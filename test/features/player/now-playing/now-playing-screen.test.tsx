/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Route } from 'wouter';
import PlayerArea from '../../../../src/features/player/area/player-area';
import {
  CONNECTION_STALE_MS,
  ELAPSED_TICK_MS,
  SKIP_DEBOUNCE_MS,
  STATUS_AFTER_JOIN_MS,
  STATUS_AFTER_PLAY_PAUSE_MS,
} from '../../../../src/config/timing';
import { artworkUrl } from '../../../../src/lib/artwork';
import { connectionTexts, playerTexts } from '../../../../src/features/player/texts';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import {
  accepted,
  aChannelSettings,
  advertFile,
  aNowPlaying,
  aStatus,
  refused,
  trackFile,
} from '../../../support/builders';
import { settingsTexts } from '../../../../src/features/player/zone-settings/texts';
import { slideTo } from '../../../support/queries';
import { fakeServices } from '../../../support/fake-services';
import { renderPlayerScreen, zonePlayer } from '../../../support/render-player-area';
import { renderWithServices } from '../../../support/render-with-services';
import { english } from '../../../support/texts';

const sentCommands = (view: ReturnType<typeof renderPlayerScreen>) =>
  view.services.hub.sent.map((s) => s.request.command);

describe('NowPlayingScreen (spec §2 Player screen, §4 Play state)', () => {
  it('shows placeholders and disabled controls until the zone’s status arrives', () => {
    renderPlayerScreen('', { player: zonePlayer() });
    expect(screen.getByTestId('track-title')).toHaveAttribute('data-file-name', '');
    expect(screen.getByTestId('track-title')).toHaveTextContent(english(playerTexts.trackTitlePlaceholder));
    expect(screen.getByTestId('elapsed')).toHaveTextContent('0:00');
    for (const id of ['previous', 'play-pause', 'next']) expect(screen.getByTestId(id)).toBeDisabled();
  });

  it('shows the track playing, with its details, and counts the elapsed time while playing', async () => {
    const view = renderPlayerScreen('', {
      player: zonePlayer(),
      chosen: { name: 'Lobby' },
    });
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(screen.getByTestId('track-title')).toHaveAttribute('data-file-name', trackFile(1));
    expect(screen.getByTestId('track-artist')).toHaveTextContent('Artist 1');
    expect(screen.getByTestId('track-details')).toHaveTextContent('Pop · 1999 · 120 BPM');
    expect(screen.getByTestId('player-name')).toHaveTextContent('Lobby');
    expect(screen.getByTestId('zone-settings')).toHaveAccessibleName(
      english(playerTexts.zoneSettings, { zone: 'Bar' }),
    );
    expect(screen.getByTestId('play-pause')).toHaveAttribute('data-state', 'playing');
    expect(screen.getByTestId('elapsed')).toHaveTextContent('1:40');
    expect(screen.getByTestId('duration')).toHaveTextContent('3:20');
    await view.advance(3 * ELAPSED_TICK_MS);
    expect(screen.getByTestId('elapsed')).toHaveTextContent('1:43');
  });

  it('follows a status pushed by the player to the next track', async () => {
    const view = renderPlayerScreen('', { player: zonePlayer() });
    await view.advance(STATUS_AFTER_JOIN_MS);
    view.services.hub.push(
      PlayerCommand.Status,
      aStatus({ NowPlaying: aNowPlaying(2, { Title: 'Title 1' }) }),
    );
    await view.settle();
    // Same title, another track: the file name tells them apart.
    expect(screen.getByTestId('track-title')).toHaveAttribute('data-file-name', trackFile(2));
  });

  it('remembers the cover it shows, for the tab and for new tabs, whose page preloads it', async () => {
    const view = renderPlayerScreen('', { player: zonePlayer() });
    expect(view.services.tabStore.get('artwork')).toBeUndefined();
    await view.advance(STATUS_AFTER_JOIN_MS);
    const cover = artworkUrl(view.services.config.stillsBase, trackFile(1));
    expect(view.services.tabStore.get('artwork')).toBe(cover);
    expect(view.services.local.get('lastArtwork')).toBe(cover);
    view.services.hub.push(PlayerCommand.Status, aStatus({ NowPlaying: aNowPlaying(2) }));
    await view.settle();
    expect(view.services.tabStore.get('artwork')).toBe(
      artworkUrl(view.services.config.stillsBase, trackFile(2)),
    );
  });

  /** The player screen once its zone's status says an advert plays. */
  async function renderAdvertPlaying() {
    const view = renderPlayerScreen('', {
      player: zonePlayer({
        [PlayerCommand.Status]: () =>
          aStatus({ NowPlaying: aNowPlaying(1, { FileName: advertFile(1), IsAdvert: true }) }),
      }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS);
    return view;
  }

  it('marks the title of an advert as one, and of a track not', async () => {
    const view = await renderAdvertPlaying();
    expect(screen.getByTestId('track-title')).toHaveAttribute('data-advert');
    view.services.hub.answer(PlayerCommand.Status, () => aStatus({ NowPlaying: aNowPlaying(2) }));
    act(() =>
      view.services.hub.setState({ kind: 'recovering', connectionId: 'fake-connection', attempt: 1 }),
    );
    act(() => view.services.hub.setState({ kind: 'connected', connectionId: 'fake-connection' }));
    await view.settle();
    expect(screen.getByTestId('track-title')).toHaveAttribute('data-file-name', trackFile(2));
    expect(screen.getByTestId('track-title')).not.toHaveAttribute('data-advert');
  });

  it('hides the artist and the rating buttons while an advert plays', async () => {
    await renderAdvertPlaying();
    expect(screen.getByTestId('track-title')).toHaveAttribute('data-file-name', advertFile(1));
    expect(screen.queryByTestId('track-artist')).toBeNull();
    expect(screen.queryByTestId('favourite-button')).toBeNull();
    expect(screen.queryByTestId('disable-button')).toBeNull();
  });

  it('pauses (102) and asks for the status 250 ms later', async () => {
    const view = renderPlayerScreen('', { player: zonePlayer({ [PlayerCommand.Pause]: () => accepted() }) });
    await view.advance(STATUS_AFTER_JOIN_MS);
    fireEvent.click(screen.getByRole('button', { name: english(playerTexts.pause) }));
    await view.settle();
    expect(sentCommands(view)).toEqual([PlayerCommand.Status, PlayerCommand.Pause]);
    await view.advance(STATUS_AFTER_PLAY_PAUSE_MS);
    expect(sentCommands(view)).toEqual([PlayerCommand.Status, PlayerCommand.Pause, PlayerCommand.Status]);
  });

  it('has the zone’s volume from its status and sends a settled value (107) with the settings toast', async () => {
    const view = renderPlayerScreen('', {
      player: zonePlayer({ [PlayerCommand.Volume]: () => accepted() }),
    });
    expect(screen.queryByTestId('player-volume')).toBeNull();
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(screen.getByTestId('player-volume')).toHaveValue('40');
    slideTo(screen.getByTestId('player-volume'), 65);
    await view.settle();
    expect(view.services.hub.requests(PlayerCommand.Volume).map((r) => r.arguments)).toEqual([['65']]);
    expect(view.toasts()).toEqual([
      { kind: 'success', text: english(settingsTexts.volumeSet, { volume: 0.65 }) },
    ]);
    // The toast names the volume as the slider shows it.
    expect(view.toasts()[0]!.text).toContain(screen.getByTestId('player-volume-value').textContent);
    expect(sentCommands(view)).not.toContain(PlayerCommand.LoadChannelSettings);
  });

  it('follows a volume the player reports in the same commit as the rest of its status', async () => {
    const commits: string[] = [];
    const services = fakeServices({ player: zonePlayer(), signedIn: true });
    const view = renderWithServices(
      <Profiler id="player" onRender={(_id, phase) => commits.push(phase)}>
        <Route path="/player" nest>
          <PlayerArea />
        </Route>
      </Profiler>,
      { services, route: '/player' },
    );
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(screen.getByTestId('player-volume')).toHaveValue('40');
    commits.length = 0;
    services.hub.push(PlayerCommand.Status, aStatus({ Volume: 60 }));
    await view.settle();
    expect(screen.getByTestId('player-volume')).toHaveValue('60');
    // One commit: the slider takes the reported volume from the status stream, not from a prop that an
    // effect then passes on (which rendered the screen a second time).
    expect(commits).toEqual(['update']);
  });

  it('asks the zone settings (802) once for the volume when the status has none', async () => {
    const view = renderPlayerScreen('', {
      player: zonePlayer({
        [PlayerCommand.Status]: () => aStatus({ Volume: undefined }),
        [PlayerCommand.LoadChannelSettings]: () => aChannelSettings(55),
      }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS);
    await view.settle();
    expect(sentCommands(view)).toEqual([PlayerCommand.Status, PlayerCommand.LoadChannelSettings]);
    expect(screen.getByTestId('player-volume')).toHaveValue('55');
  });

  it.each([
    ['reports its volume', 40],
    ['reports no volume and leaves 802 unanswered', undefined],
  ])(
    'shows the permissions notice instead of the volume when the zone does not allow remote volume and %s',
    async (_case, volume) => {
      const view = renderPlayerScreen('', {
        player: zonePlayer({
          [PlayerCommand.Status]: () => aStatus({ RemoteVolumeAllowed: false, Volume: volume }),
        }),
      });
      await view.advance(STATUS_AFTER_JOIN_MS);
      expect(screen.getByTestId('player-volume-permissions')).toHaveTextContent(
        english(settingsTexts.noPermission),
      );
      expect(screen.queryByTestId('player-volume')).toBeNull();
      expect(screen.getByTestId('track-title')).toHaveAttribute('data-file-name', trackFile(1));
    },
  );

  it('refuses to pause a zone that does not allow remote pause, without asking the player', async () => {
    const view = renderPlayerScreen('', {
      player: zonePlayer({ [PlayerCommand.Status]: () => aStatus({ RemotePauseAllowed: false }) }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS);
    fireEvent.click(screen.getByTestId('play-pause'));
    await view.settle();
    expect(sentCommands(view)).toEqual([PlayerCommand.Status]);
    expect(view.toasts()).toEqual([{ kind: 'error', text: english(playerTexts.remotePauseNotAllowed) }]);
  });

  it('shows the refusal when the player will not skip', async () => {
    const view = renderPlayerScreen('', {
      player: zonePlayer({ [PlayerCommand.Next]: () => refused('End of playlist') }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS);
    fireEvent.click(screen.getByTestId('next'));
    await view.advance(SKIP_DEBOUNCE_MS);
    expect(view.services.hub.requests(PlayerCommand.Next)).toHaveLength(1);
    expect(view.toasts()).toEqual([
      { kind: 'error', text: english(playerTexts.commandRefused, { reason: 'End of playlist' }) },
    ]);
  });

  it('says the data may be stale once the hub has been away for 2 s', async () => {
    const view = renderPlayerScreen('', { player: zonePlayer() });
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(screen.queryByTestId('stale-note')).toBeNull();
    act(() =>
      view.services.hub.setState({ kind: 'recovering', connectionId: 'fake-connection', attempt: 1 }),
    );
    await view.advance(CONNECTION_STALE_MS);
    expect(screen.getByTestId('stale-note')).toHaveTextContent(english(connectionTexts.stale));
  });

  it('says nothing is stale before the first status, while the hub takes more than 2 s to connect: the skeleton stays as it is', async () => {
    const view = renderPlayerScreen('', { player: zonePlayer() });
    // The player's status has not come (the fake player answers at once otherwise) and the hub connects.
    view.services.hub.answer(PlayerCommand.Status, undefined);
    act(() => view.services.hub.setState({ kind: 'connecting' }));
    await view.advance(CONNECTION_STALE_MS + STATUS_AFTER_JOIN_MS);
    expect(screen.getByTestId('track-title')).toHaveAttribute('data-placeholder');
    expect(screen.queryByTestId('stale-note')).toBeNull();
  });
});

/**
 * @jest-environment jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { STATUS_AFTER_JOIN_MS } from '../../../../src/config/timing';
import { connectionTexts, playerTexts } from '../../../../src/features/player/texts';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import { firstZoneGroup, zoneGroup } from '../../../../src/lib/player/groups';
import { aNowPlaying, aStatus, licenceKey, macAddress, trackFile } from '../../../support/builders';
import { ZONE_GROUP } from '../../../support/fake-services';
import { renderPlayerScreen, zonePlayer } from '../../../support/render-player-area';
import { english } from '../../../support/texts';

/** The tab store's list of last known statuses with one entry: `status` for `group`. */
const stored = (group: string, status: unknown) => ({ lastStatus: [{ group, status }] });

/** What the zone played when this tab last saw it: track 7, paused, a favourite. */
const LAST_SEEN = aStatus({ PlayState: 2, NowPlaying: aNowPlaying(7, { Favorite: true }) });

const title = () => screen.getByTestId('track-title');
const mark = () => screen.queryByTestId('last-known-mark');

describe('NowPlayingScreen: the zone’s last known status before its live one (docs/design.md "What loads when")', () => {
  it('shows the last known track at once, marked for the eye and for assistive technology, with no control acting on it', async () => {
    const view = renderPlayerScreen('', { player: zonePlayer(), tabValues: stored(ZONE_GROUP, LAST_SEEN) });
    expect(title()).toHaveAttribute('data-last-known-file-name', trackFile(7));
    expect(title()).toHaveAttribute('data-file-name', ''); // no live track yet
    expect(title()).toHaveTextContent('Title 7');
    expect(screen.getByTestId('track-artist')).toHaveTextContent('Artist 7');
    expect(mark()).toHaveTextContent(english(connectionTexts.lastKnown));
    expect(title()).toHaveAccessibleDescription(english(connectionTexts.lastKnown));
    // The last known play state shows, but nothing can act on it.
    expect(screen.getByTestId('play-pause')).toHaveAccessibleName(english(playerTexts.play));
    for (const id of ['previous', 'play-pause', 'next']) expect(screen.getByTestId(id)).toBeDisabled();
    expect(screen.queryByTestId('favourite-button')).toBeNull();
    expect(screen.queryByTestId('disable-button')).toBeNull();
    // Space (play/pause) does nothing either: the command would be built on the last known state.
    fireEvent.keyDown(document.body, { key: ' ' });
    await view.settle();
    expect(view.services.hub.sent).toEqual([]);
    expect(screen.getByTestId('now-playing-announcer')).toHaveTextContent('');
  });

  it('drops the mark and enables the controls when the live status arrives', async () => {
    const view = renderPlayerScreen('', { player: zonePlayer(), tabValues: stored(ZONE_GROUP, LAST_SEEN) });
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(mark()).toBeNull();
    expect(title()).toHaveAttribute('data-file-name', trackFile(1));
    expect(title()).not.toHaveAttribute('data-last-known-file-name');
    expect(title()).not.toHaveAccessibleDescription(english(connectionTexts.lastKnown));
    for (const id of ['previous', 'play-pause', 'next', 'favourite-button', 'disable-button'])
      expect(screen.getByTestId(id)).toBeEnabled();
    expect(screen.getByTestId('play-pause')).toHaveAccessibleName(english(playerTexts.pause));
  });

  it('never shows another zone’s or another player’s last known status', () => {
    renderPlayerScreen('', {
      player: zonePlayer({ [PlayerCommand.Status]: () => undefined }),
      tabValues: {
        lastStatus: [
          { group: zoneGroup(ZONE_GROUP, 2), status: LAST_SEEN },
          { group: firstZoneGroup(licenceKey(2), macAddress(2)), status: LAST_SEEN },
        ],
      },
    });
    expect(title()).toHaveAttribute('data-file-name', '');
    expect(title()).not.toHaveAttribute('data-last-known-file-name');
    expect(title()).toHaveTextContent(english(playerTexts.trackTitlePlaceholder));
    expect(mark()).toBeNull();
  });

  it('a new tab shows the browser’s last known status of the zone', () => {
    renderPlayerScreen('', { player: zonePlayer(), local: stored(ZONE_GROUP, LAST_SEEN) });
    expect(title()).toHaveAttribute('data-last-known-file-name', trackFile(7));
    expect(mark()).not.toBeNull();
  });

  it('ignores a malformed stored status, and reports it', () => {
    const view = renderPlayerScreen('', {
      player: zonePlayer(),
      tabValues: stored(ZONE_GROUP, { ...LAST_SEEN, NowPlaying: 'Title 7' }),
    });
    expect(title()).not.toHaveAttribute('data-last-known-file-name');
    expect(mark()).toBeNull();
    expect(view.services.logger.lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  });

  it('keeps the live status as the zone’s last known one, for the next visit and for new tabs', async () => {
    const view = renderPlayerScreen('', { player: zonePlayer() });
    await view.advance(STATUS_AFTER_JOIN_MS);
    for (const store of [view.services.tabStore, view.services.local])
      expect(store.get('lastStatus')).toEqual([
        {
          group: ZONE_GROUP,
          status: expect.objectContaining({
            NowPlaying: expect.objectContaining({ FileName: trackFile(1) }),
          }),
        },
      ]);
  });
});

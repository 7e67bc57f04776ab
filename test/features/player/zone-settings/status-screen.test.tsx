/**
 * @jest-environment jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { STATUS_AFTER_JOIN_MS } from '../../../../src/config/timing';
import { statusTexts } from '../../../../src/features/player/zone-settings/texts';
import { listTexts, playerTexts } from '../../../../src/features/player/texts';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import { aDownloadStatus, refused } from '../../../support/builders';
import { renderPlayerScreen, zonePlayer } from '../../../support/render-player-area';
import { english } from '../../../support/texts';

describe('StatusScreen (spec §2 Status, §4 Download status labels)', () => {
  it('says it is connecting and loading until the player answers', () => {
    const view = renderPlayerScreen('/status', { player: zonePlayer() });
    expect(screen.getByTestId('player-status')).toHaveTextContent(english(statusTexts.connecting));
    expect(screen.getByTestId('storage-used')).toHaveTextContent(english(listTexts.loading));
    expect(screen.getByTestId('storage-used')).not.toHaveAttribute('data-colour');
    expect(screen.getByTestId('download-status')).toHaveTextContent(english(listTexts.loading));
    expect(view.services.hub.requests(PlayerCommand.DownloadStatus)).toHaveLength(1);
  });

  it('keeps the cards where they are when the answer arrives: the meter holds its place, the storage card comes last', async () => {
    const view = renderPlayerScreen('/status', {
      player: zonePlayer({
        [PlayerCommand.DownloadStatus]: () => aDownloadStatus({ StorageUsed: 96, Status: 1 }),
      }),
    });
    const storageCard = () => screen.getByTestId('storage-used').parentElement!;
    const downloadCard = () => screen.getByTestId('download-status').parentElement!;
    expect(storageCard().contains(screen.getByTestId('storage-meter-placeholder'))).toBe(true);
    expect(storageCard().nextElementSibling).toBeNull();
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(screen.queryByTestId('storage-meter-placeholder')).toBeNull();
    expect(storageCard().contains(screen.getByTestId('storage-meter'))).toBe(true);
    expect(storageCard().contains(screen.getByTestId('storage-advice'))).toBe(true);
    // The card that grew (meter and advice) is still the last: nothing follows it to be moved.
    expect(storageCard().nextElementSibling).toBeNull();
    expect(downloadCard().nextElementSibling).toBe(storageCard());
  });

  it('shows the player online, storage with its colour class and the download label', async () => {
    const view = renderPlayerScreen('/status', {
      player: zonePlayer({
        [PlayerCommand.DownloadStatus]: () => aDownloadStatus({ StorageUsed: 62.4, Status: 1 }),
      }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(screen.getByTestId('player-status')).toHaveTextContent(english(statusTexts.online));
    expect(screen.getByTestId('storage-used')).toHaveAttribute('data-colour', 'warning');
    expect(screen.getByTestId('storage-used')).toHaveTextContent(
      english(statusTexts.storageValue, { value: 62 }),
    );
    expect(screen.getByTestId('download-status')).toHaveAttribute('data-status', '1');
    expect(screen.getByTestId('download-status')).toHaveTextContent(english(statusTexts.downloading));
  });

  it.each([
    [-2, statusTexts.complete],
    [-1, statusTexts.paused],
    [0, statusTexts.waiting],
    [7, statusTexts.unknown],
  ])('labels download status %i', async (status, label) => {
    const view = renderPlayerScreen('/status', {
      player: zonePlayer({ [PlayerCommand.DownloadStatus]: () => aDownloadStatus({ Status: status }) }),
    });
    await view.settle();
    expect(screen.getByTestId('download-status')).toHaveTextContent(english(label));
  });

  it.each([
    [10, 'success'],
    [89, 'warning'],
    [90, 'danger'],
  ])('colours %i percent of storage %s', async (StorageUsed, colour) => {
    const view = renderPlayerScreen('/status', {
      player: zonePlayer({ [PlayerCommand.DownloadStatus]: () => aDownloadStatus({ StorageUsed }) }),
    });
    await view.settle();
    expect(screen.getByTestId('storage-used')).toHaveAttribute('data-colour', colour);
  });

  it.each([
    [10, null],
    [62, statusTexts.storageFilling],
    [96, statusTexts.storageFull],
  ])('at %i percent of storage advises %p', async (StorageUsed, advice) => {
    const view = renderPlayerScreen('/status', {
      player: zonePlayer({ [PlayerCommand.DownloadStatus]: () => aDownloadStatus({ StorageUsed }) }),
    });
    await view.settle();
    if (advice) expect(screen.getByTestId('storage-advice')).toHaveTextContent(english(advice));
    else expect(screen.queryByTestId('storage-advice')).toBeNull();
  });

  it('asks again on refresh and shows the new answer', async () => {
    const view = renderPlayerScreen('/status', {
      player: zonePlayer({ [PlayerCommand.DownloadStatus]: () => aDownloadStatus({ Status: 0 }) }),
    });
    await view.settle();
    view.services.hub.answer(PlayerCommand.DownloadStatus, () => aDownloadStatus({ Status: -2 }));
    fireEvent.click(screen.getByTestId('refresh-status'));
    await view.settle();
    expect(view.services.hub.requests(PlayerCommand.DownloadStatus)).toHaveLength(2);
    expect(screen.getByTestId('download-status')).toHaveAttribute('data-status', '-2');
  });

  it('shows the refusal and keeps loading when the player will not report its downloads', async () => {
    const view = renderPlayerScreen('/status', {
      player: zonePlayer({ [PlayerCommand.DownloadStatus]: () => refused('Disk unavailable') }),
    });
    await view.settle();
    expect(screen.getByTestId('download-status')).toHaveTextContent(english(listTexts.loading));
    expect(view.toasts()).toEqual([
      { kind: 'error', text: english(playerTexts.commandRefused, { reason: 'Disk unavailable' }) },
    ]);
  });
});

/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { STATUS_AFTER_JOIN_MS } from '../../../../src/config/timing';
import { LIST_FILTER_THRESHOLD } from '../../../../src/features/player/library/list-screen';
import { advertsTexts } from '../../../../src/features/player/library/texts';
import { listTexts, playerTexts } from '../../../../src/features/player/texts';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import { accepted, advertFile, anAdvert, aNowPlaying, aStatus, refused } from '../../../support/builders';
import { listItem, listKeys } from '../../../support/queries';
import { renderPlayerScreen, zonePlayer } from '../../../support/render-player-area';
import { english } from '../../../support/texts';

const adverts = [anAdvert(1), anAdvert(2, { Title: 'Happy hour' }), anAdvert(3)];
const loading = () => screen.queryByRole('status', { name: english(listTexts.loading) });

describe('AdvertsScreen (spec §2 Messages)', () => {
  it('shows the skeleton until the player sends its adverts', () => {
    const view = renderPlayerScreen('/messages', { player: zonePlayer() });
    expect(loading()).toBeInTheDocument();
    expect(screen.queryByTestId('messages')).toBeNull();
    expect(view.services.hub.requests(PlayerCommand.DistinctAdverts)).toHaveLength(1);
  });

  it('shows the empty text when the zone has no adverts', async () => {
    const view = renderPlayerScreen('/messages', {
      player: zonePlayer({ [PlayerCommand.DistinctAdverts]: () => [] }),
    });
    await view.settle();
    expect(loading()).toBeNull();
    expect(screen.queryByTestId('messages')).toBeNull(); // the empty text alone, no list
    expect(screen.getByTestId('empty-text')).toHaveTextContent(english(advertsTexts.empty));
  });

  it('shows a card per advert, with the equaliser on the advert playing', async () => {
    const view = renderPlayerScreen('/messages', {
      player: zonePlayer({
        [PlayerCommand.DistinctAdverts]: () => adverts,
        [PlayerCommand.Status]: () =>
          aStatus({ PlayState: 2, NowPlaying: aNowPlaying(1, { FileName: advertFile(2), IsAdvert: true }) }),
      }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(listKeys('messages')).toEqual(adverts.map((a) => a.FileName));
    const playing = listItem('messages', advertFile(2));
    expect(within(playing).getByTestId('message-card')).toHaveAttribute('data-current', 'true');
    expect(within(playing).getByTestId('equaliser')).toHaveAttribute('data-playing', 'false');
    expect(within(playing).queryByRole('button')).toBeNull();
    expect(within(listItem('messages', advertFile(1))).getByTestId('message-card')).toHaveTextContent(
      'Promotion · 00:30',
    );
  });

  it('marks no advert while a track with the same file name is playing', async () => {
    const view = renderPlayerScreen('/messages', {
      player: zonePlayer({
        [PlayerCommand.DistinctAdverts]: () => adverts,
        [PlayerCommand.Status]: () => aStatus({ NowPlaying: aNowPlaying(1, { FileName: advertFile(2) }) }),
      }),
    });
    await view.advance(STATUS_AFTER_JOIN_MS);
    expect(screen.queryByTestId('equaliser')).toBeNull();
    expect(within(listItem('messages', advertFile(2))).getByRole('button')).toBeEnabled();
  });

  it('plays an advert by its file name (754) and says so', async () => {
    const view = renderPlayerScreen('/messages', {
      player: zonePlayer({
        [PlayerCommand.DistinctAdverts]: () => adverts,
        [PlayerCommand.PlayAdvertByName]: () => accepted(),
      }),
    });
    await view.settle();
    fireEvent.click(
      within(listItem('messages', advertFile(2))).getByRole('button', {
        name: english(advertsTexts.play, { title: 'Happy hour' }),
      }),
    );
    await view.settle();
    expect(view.services.hub.requests(PlayerCommand.PlayAdvertByName).map((r) => r.arguments)).toEqual([
      [advertFile(2)],
    ]);
    expect(view.toasts()).toEqual([
      { kind: 'success', text: english(advertsTexts.playing, { title: 'Happy hour' }) },
    ]);
  });

  it('shows the refusal when the player will not play the advert', async () => {
    const view = renderPlayerScreen('/messages', {
      player: zonePlayer({
        [PlayerCommand.DistinctAdverts]: () => adverts,
        [PlayerCommand.PlayAdvertByName]: () => refused('Adverts are off'),
      }),
    });
    await view.settle();
    fireEvent.click(within(listItem('messages', advertFile(1))).getByRole('button'));
    await view.settle();
    expect(view.toasts()).toEqual([
      { kind: 'error', text: english(playerTexts.commandRefused, { reason: 'Adverts are off' }) },
    ]);
  });

  it('filters on the title from 9 adverts', async () => {
    const many = Array.from({ length: LIST_FILTER_THRESHOLD }, (_, i) => anAdvert(i + 1));
    const view = renderPlayerScreen('/messages', {
      player: zonePlayer({ [PlayerCommand.DistinctAdverts]: () => many }),
    });
    await view.settle();
    fireEvent.change(screen.getByRole('searchbox', { name: english(advertsTexts.filter) }), {
      target: { value: 'advert 9' },
    });
    expect(listKeys('messages')).toEqual([advertFile(9)]);
  });
});

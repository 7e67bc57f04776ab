/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { PlayerMenu } from '../../../../src/features/player/frame/player-menu';
import { menuTexts } from '../../../../src/features/player/texts';
import { renderWithServices } from '../../../support/render-with-services';
import { english } from '../../../support/texts';

describe('PlayerMenu (spec §2 Menu)', () => {
  it('leads from the player screens to the overview of every zone', () => {
    const view = renderWithServices(<PlayerMenu />, { route: '/player' });
    const menu = screen.getByTestId('menu');
    const links = within(menu).getAllByRole('link');
    const overview = within(menu).getByRole('link', { name: english(menuTexts.overview) });
    // Right after Home: the two ways back up to every player and every zone.
    expect(links.indexOf(overview)).toBe(
      links.indexOf(within(menu).getByRole('link', { name: english(menuTexts.home) })) + 1,
    );
    fireEvent.click(overview);
    expect(view.path()).toBe('/player-selector/overview');
  });
});

/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { AppMenu } from '../../src/ui/app-menu';
import { renderWithServices } from '../support/render-with-services';

describe('AppMenu (spec §2 Menu)', () => {
  it('lists its links with the current page marked, then the language picker and Log out', () => {
    const logouts: number[] = [];
    const view = renderWithServices(
      <AppMenu
        label="Menu"
        entries={[
          { href: '/player-selector', icon: '', label: 'Home' },
          { href: '/help', icon: '', label: 'Help', current: true },
        ]}
        logoutLabel="Log out"
        onLogout={() => logouts.push(1)}
      />,
      { route: '/help' },
    );
    const menu = screen.getByTestId('menu');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/player-selector', '/help']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page']);
    fireEvent.click(links[0]!);
    expect(view.path()).toBe('/player-selector');
    fireEvent.click(within(menu).getByTestId('menu-logout'));
    expect(logouts).toEqual([1]);
  });
});

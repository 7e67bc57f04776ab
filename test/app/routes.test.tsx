/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../src/app/routes';
import { fakeServices } from '../support/fake-services';
import { renderWithServices } from '../support/render-with-services';

describe('routes (spec §2: guard and any other path)', () => {
  it('an unknown path while signed in goes to the player selector, never to the sign-out of the login route', async () => {
    const view = renderWithServices(<AppRoutes />, {
      services: fakeServices({ signedIn: true }),
      route: '/player-selectr',
    });
    await waitFor(() => expect(view.path()).toBe('/player-selector'));
    expect(view.services.local.get('accessToken')).toBe('access-token');
  });

  it('an unknown path while signed out goes to the empty path', async () => {
    const view = renderWithServices(<AppRoutes />, { route: '/nowhere' });
    await waitFor(() => expect(view.path()).toBe('/'));
  });

  it('a signed-out visit to a signed-in route is remembered for after sign-in, then shows the login', async () => {
    const view = renderWithServices(<AppRoutes />, { route: '/player/playlists' });
    await waitFor(() => expect(view.path()).toBe('/'));
    expect(view.services.tabStore.get('returnTo')).toBe('/player/playlists');
    expect(await screen.findByLabelText('Username or e-mail')).toBeInTheDocument();
  });

  it('a player page without a chosen player goes to the player selector', async () => {
    const view = renderWithServices(<AppRoutes />, {
      services: fakeServices({ signedIn: true, chosen: null }),
      route: '/player/status',
    });
    await waitFor(() => expect(view.path()).toBe('/player-selector'));
  });

  it('a signed-in route whose sign-in the service ended says so and offers signing in again', async () => {
    const view = renderWithServices(<AppRoutes />, {
      services: fakeServices({ signedIn: true }),
      route: '/player-selector',
    });
    act(() => view.services.session.tokens.end?.());
    const panel = await screen.findByTestId('session-ended');
    expect(panel.querySelector('[data-reason="signed-out"]')).not.toBeNull();
    fireEvent.click(screen.getByTestId('session-ended-sign-in'));
    await waitFor(() => expect(view.path()).toBe('/'));
    expect(view.services.local.get('accessToken')).toBeUndefined();
  });
});

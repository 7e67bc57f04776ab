/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { of, Subject } from 'rxjs';
import { Route } from 'wouter';
import { SKELETON_MS } from '../../../../src/config/timing';
import SelectorArea from '../../../../src/features/selector/selector-area';
import { impersonateTexts } from '../../../../src/features/impersonation/texts';
import { selectorTexts } from '../../../../src/features/selector/players/texts';
import { aPlayer, licenceKey } from '../../../support/builders';
import { apiFailure, apiRoutes, type ApiAnswer } from '../../../support/fake-api';
import { fakeServices, type FakeServicesOptions } from '../../../support/fake-services';
import { renderWithServices } from '../../../support/render-with-services';
import { english } from '../../../support/texts';

const LIST = 'GET api/Player/list';

/** The player selector as the app mounts it (/player-selector), signed in, with the list answered by `list`. */
function renderSelector(list: ApiAnswer, options: FakeServicesOptions = {}) {
  const services = fakeServices({ signedIn: true, api: apiRoutes({ [LIST]: list }), ...options });
  const view = renderWithServices(
    <Route path="/player-selector" nest>
      <SelectorArea />
    </Route>,
    { services, route: '/player-selector' },
  );
  return { ...view, services };
}
const card = (n: number) => {
  const found = screen.getAllByTestId('player-card').find((c) => c.dataset.licenceKey === licenceKey(n));
  if (!found) throw new Error(`no card for player ${n}`);
  return found;
};
const cardKeys = () => screen.queryAllByTestId('player-card').map((c) => c.dataset.licenceKey);

describe('PlayerListScreen (spec §2 Player selector, §4 Entering the selector, Choosing an online player)', () => {
  it('shows the skeleton for 1.5 s on entry even when the list is there at once, and leaves the hub', async () => {
    const view = renderSelector(() => of([aPlayer(1)]));
    expect(view.services.hub.stops()).toBe(1);
    await view.advance(SKELETON_MS - 1);
    expect(screen.getByTestId('players-loading')).toBeInTheDocument();
    expect(cardKeys()).toEqual([]);
    await view.advance(1);
    expect(screen.queryByTestId('players-loading')).toBeNull();
    expect(cardKeys()).toEqual([licenceKey(1)]);
  });

  it('on a repeat visit shows the list as it last loaded at once, marked and not to be opened, until the fresh one is in', async () => {
    const fresh = new Subject<unknown>();
    const view = renderSelector(() => fresh, {
      chosen: null,
      local: { lastPlayers: [aPlayer(1), aPlayer(2)] },
    });
    await view.settle();
    expect(screen.queryByTestId('players-loading')).toBeNull();
    expect(cardKeys()).toEqual([licenceKey(1), licenceKey(2)]);
    expect(screen.getByTestId('players-shown')).toHaveAttribute('data-last-known', 'true');
    expect(card(1)).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(card(1));
    expect(view.services.selection.current()).toBeNull();
    await act(() => {
      fresh.next([aPlayer(1)]);
      fresh.complete();
    });
    expect(cardKeys()).toEqual([licenceKey(1)]);
    expect(screen.getByTestId('players-shown')).toHaveAttribute('data-last-known', 'false');
    expect(card(1)).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(card(1));
    expect(view.services.selection.current()?.player.licenceKey).toBe(licenceKey(1));
  });

  it('offers the overview of every zone in its header from two players on', async () => {
    const one = renderSelector(() => of([aPlayer(1)]));
    await one.advance(SKELETON_MS);
    expect(screen.queryByTestId('open-overview')).toBeNull();
    one.unmount();
    const two = renderSelector(() => of([aPlayer(1), aPlayer(2, { ConnectivityStatus: 'Offline' })]));
    await two.advance(SKELETON_MS);
    fireEvent.click(screen.getByTestId('open-overview'));
    expect(two.path()).toBe('/player-selector/overview');
  });

  it('offers contact when the account has no players, with no count and one Log out (the header’s)', async () => {
    const view = renderSelector(() => of([]));
    await view.advance(SKELETON_MS);
    const none = screen.getByTestId('no-players');
    expect(within(none).getByRole('link')).toHaveAttribute('href', 'mailto:support@example.com');
    expect(screen.queryByTestId('player-count')).toBeNull();
    const logouts = screen.getAllByRole('button', { name: english(selectorTexts.logout) });
    expect(logouts).toHaveLength(1);
    fireEvent.click(logouts[0]!);
    expect(view.path()).toBe('/');
    expect(view.services.local.get('accessToken')).toBeUndefined();
  });

  it('counts the search’s matches out of all players while searching', async () => {
    const players = Array.from({ length: 12 }, (_, i) =>
      aPlayer(i + 1, { PlayerName: i < 3 ? `Lobby ${i + 1}` : `Player ${i + 1}` }),
    );
    const view = renderSelector(() => of(players));
    await view.advance(SKELETON_MS);
    expect(screen.getByTestId('player-count')).toHaveTextContent(english(selectorTexts.count, { count: 12 }));
    fireEvent.change(screen.getByLabelText(english(selectorTexts.filter)), { target: { value: 'Lobby' } });
    await view.settle();
    expect(screen.getByTestId('player-count')).toHaveAttribute('data-count', '3');
    expect(screen.getByTestId('player-count')).toHaveTextContent(
      english(selectorTexts.countFiltered, { shown: 3, count: 12 }),
    );
  });

  it('shows a card per player, online ones to open and offline ones marked', async () => {
    const view = renderSelector(() =>
      of([aPlayer(1), aPlayer(2, { ConnectivityStatus: 'Offline' }), aPlayer(3, { NoOfChannels: 3 })]),
    );
    await view.advance(SKELETON_MS);
    expect(cardKeys()).toEqual([licenceKey(1), licenceKey(2), licenceKey(3)]);
    expect(screen.getByTestId('player-count')).toHaveTextContent(english(selectorTexts.count, { count: 3 }));
    expect(card(1)).toHaveAttribute('aria-disabled', 'false');
    expect(card(2)).toHaveAttribute('aria-disabled', 'true');
    expect(card(2)).toHaveAttribute('title', english(selectorTexts.offlineTooltip));
  });

  it('does nothing when an offline player is clicked', async () => {
    const view = renderSelector(() => of([aPlayer(2, { ConnectivityStatus: 'Offline' })]), { chosen: null });
    await view.advance(SKELETON_MS);
    fireEvent.click(card(2));
    expect(view.path()).toBe('/player-selector');
    expect(view.services.selection.current()).toBeNull();
  });

  it('opens a one-zone player on the player screen, and chooses it for this tab', async () => {
    const view = renderSelector(() => of([aPlayer(1), aPlayer(4, { PlayerName: 'Lobby' })]), {
      chosen: null,
    });
    await view.advance(SKELETON_MS);
    fireEvent.click(card(4));
    expect(view.path()).toBe('/player');
    expect(view.services.selection.current()?.player).toMatchObject({
      name: 'Lobby',
      licenceKey: licenceKey(4),
    });
    expect(view.services.selection.current()?.zone.index).toBe(1);
  });

  it('opens the zone list of a player with several zones', async () => {
    const view = renderSelector(() => of([aPlayer(3, { NoOfChannels: 3 })]));
    await view.advance(SKELETON_MS);
    fireEvent.click(card(3));
    expect(view.path()).toBe('/player-selector/channels');
    expect(view.services.selection.current()?.player.licenceKey).toBe(licenceKey(3));
  });

  it.each([500, 503])(
    'says why the list failed with HTTP %i in a panel, and tries again on request',
    async (status) => {
      const view = renderSelector(apiFailure(status));
      await view.advance(SKELETON_MS);
      const panel = screen.getByTestId('players-error');
      expect(panel).toHaveAttribute('role', 'alert');
      expect(panel).toHaveTextContent(english(selectorTexts.errorService, { status }));
      expect(view.toasts()).toEqual([]);
      expect(cardKeys()).toEqual([]);
      expect(screen.queryByTestId('player-count')).toBeNull();
      expect(screen.queryByRole('button', { name: english(selectorTexts.signInAgain) })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: english(selectorTexts.retry) }));
      expect(view.services.api.calls.filter((c) => c.path === 'api/Player/list')).toHaveLength(2);
      expect(screen.getByTestId('players-loading')).toBeInTheDocument();
    },
  );

  it.each([401, 403])(
    'offers Sign in again, not Try again, when the list is refused with HTTP %i (the session has ended)',
    async (status) => {
      const view = renderSelector(apiFailure(status));
      await view.advance(SKELETON_MS);
      expect(screen.getByTestId('players-error')).toHaveTextContent(english(selectorTexts.errorSession));
      expect(screen.queryByRole('button', { name: english(selectorTexts.retry) })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: english(selectorTexts.signInAgain) }));
      expect(view.path()).toBe('/');
      expect(view.services.local.get('accessToken')).toBeUndefined();
    },
  );

  it('offers impersonation only to an account that may impersonate', async () => {
    const view = renderSelector(() => of([aPlayer(1)]), { local: { canImpersonate: 'false' } });
    await view.advance(SKELETON_MS);
    expect(screen.queryByRole('button', { name: english(impersonateTexts.open) })).toBeNull();
    expect(screen.queryByRole('button', { name: english(impersonateTexts.stop) })).toBeNull();
  });

  it('offers impersonation to support, and unimpersonation while impersonating', async () => {
    const support = renderSelector(() => of([aPlayer(1)]), { local: { canImpersonate: 'true' } });
    expect(screen.getByRole('button', { name: english(impersonateTexts.open) })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    support.unmount();
    const acting = renderSelector(() => of([aPlayer(1)]), { local: { hasImpersonated: true } });
    fireEvent.click(screen.getByRole('button', { name: english(impersonateTexts.stop) }));
    expect(acting.path()).toBe('/');
    expect(acting.services.local.get('accessToken')).toBeUndefined();
  });
});

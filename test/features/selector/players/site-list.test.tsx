/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of } from 'rxjs';
import { Route } from 'wouter';
import { SKELETON_MS } from '../../../../src/config/timing';
import SelectorArea from '../../../../src/features/selector/selector-area';
import { SITE_GROUPS_MIN_PLAYERS } from '../../../../src/features/selector/players/sites';
import { selectorTexts } from '../../../../src/features/selector/players/texts';
import type { PlayerListItem } from '../../../../src/lib/api/schemas';
import { aPlayer, licenceKey } from '../../../support/builders';
import { apiRoutes } from '../../../support/fake-api';
import { fakeServices } from '../../../support/fake-services';
import { renderWithServices } from '../../../support/render-with-services';
import { english } from '../../../support/texts';
import { installWindowScroll } from '../../../support/window-scroll';

/** Players in sites of `perSite` ("Branch 1", "Branch 2", …, as many as needed), every seventh offline. */
function chain(count: number, perSite: number): PlayerListItem[] {
  return Array.from({ length: count }, (_, i) =>
    aPlayer(i + 1, {
      PlayerName: `Store ${i + 1}`,
      PropertyName: `Branch ${Math.floor(i / perSite) + 1}`,
      ConnectivityStatus: i % 7 === 6 ? 'Offline' : 'Online',
    }),
  );
}

/** The player selector as the app mounts it, signed in (player `chosen` chosen in this tab), its list answered with `players`, loaded. */
async function renderSelector(players: readonly PlayerListItem[], chosen: number | null = null) {
  const services = fakeServices({
    signedIn: true,
    api: apiRoutes({ 'GET api/Player/list': () => of(players) }),
    chosen: chosen === null ? null : { licenceKey: licenceKey(chosen) },
  });
  const view = renderWithServices(
    <Route path="/player-selector" nest>
      <SelectorArea />
    </Route>,
    { services, route: '/player-selector' },
  );
  await view.advance(SKELETON_MS);
  return view;
}

const toggles = () => screen.queryAllByTestId('site-toggle');
const toggle = (site: string) => {
  const found = toggles().find((t) => t.dataset.site === site);
  if (!found) throw new Error(`no header for ${site} in the document`);
  return found;
};
const cardKeys = () => screen.queryAllByTestId('player-card').map((c) => c.dataset.licenceKey);
const search = (query: string) =>
  fireEvent.change(screen.getByLabelText(english(selectorTexts.filter)), { target: { value: query } });

let scroll: ReturnType<typeof installWindowScroll>;
beforeEach(() => {
  // The document is as tall as the list (what is above it has no height in jsdom).
  scroll = installWindowScroll(() => parseFloat(screen.queryByTestId('site-list')?.style.height ?? '0'));
});

describe('SiteList: the player selector at chain scale (docs/design.md "Deliberate differences from the original product")', () => {
  it('keeps the spec’s paged list below SITE_GROUPS_MIN_PLAYERS players', async () => {
    await renderSelector(chain(SITE_GROUPS_MIN_PLAYERS - 1, 10));
    expect(screen.queryByTestId('site-list')).toBeNull();
    expect(screen.getByTestId('player-list')).toBeInTheDocument();
    expect(cardKeys()).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: english({ id: 'paginator.Label' }) })).toBeInTheDocument();
  });

  it('groups the players by site from SITE_GROUPS_MIN_PLAYERS on: sections in site order, collapsed, with their tallies', async () => {
    await renderSelector(chain(SITE_GROUPS_MIN_PLAYERS, 5).reverse());
    expect(screen.queryByTestId('player-list')).toBeNull();
    expect(screen.queryByRole('navigation', { name: english({ id: 'paginator.Label' }) })).toBeNull();
    const sites = SITE_GROUPS_MIN_PLAYERS / 5;
    // Numbers in order ("Branch 2" before "Branch 10").
    expect(toggles().map((t) => t.dataset.site)).toEqual(
      Array.from({ length: sites }, (_, i) => `Branch ${i + 1}`),
    );
    expect(toggles().every((t) => t.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(cardKeys()).toEqual([]);
    // Branch 2 holds players 6–10: the seventh is offline.
    expect(toggle('Branch 2')).toHaveTextContent(english(selectorTexts.count, { count: 5 }));
    expect(within(toggle('Branch 2')).getByTestId('site-offline')).toHaveAttribute('data-count', '1');
    expect(within(toggle('Branch 1')).queryByTestId('site-offline')).toBeNull();
    expect(screen.getByTestId('player-count')).toHaveAttribute('data-count', String(SITE_GROUPS_MIN_PLAYERS));
  });

  it('opens a site to show its players, and closes it again keeping its tally', async () => {
    await renderSelector(chain(SITE_GROUPS_MIN_PLAYERS, 5));
    fireEvent.click(toggle('Branch 2'));
    expect(toggle('Branch 2')).toHaveAttribute('aria-expanded', 'true');
    expect(cardKeys()).toEqual([6, 7, 8, 9, 10].map(licenceKey));
    // The section's heading names the site: its cards do not repeat it.
    expect(screen.getAllByTestId('player-card').every((c) => !c.textContent?.includes('Branch 2'))).toBe(
      true,
    );
    fireEvent.click(toggle('Branch 2'));
    expect(toggle('Branch 2')).toHaveAttribute('aria-expanded', 'false');
    expect(cardKeys()).toEqual([]);
    expect(toggle('Branch 2')).toHaveTextContent(english(selectorTexts.count, { count: 5 }));
  });

  it('keeps the document light at 2,000 players: only the sections near the view are rendered', async () => {
    await renderSelector(chain(2000, 10));
    const shown = toggles().length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(40);
    expect(screen.getByTestId('site-list').style.height).not.toBe('');
  });

  it('jumps to a site from the index: opens it, scrolls to it and moves focus to its header', async () => {
    await renderSelector(chain(2000, 10));
    const far = 'Branch 180';
    expect(toggles().some((t) => t.dataset.site === far)).toBe(false);
    fireEvent.change(screen.getByTestId('site-index'), { target: { value: far } });
    await waitFor(() => expect(toggle(far)).toHaveFocus());
    expect(scroll.y()).toBeGreaterThan(0);
    expect(toggle(far)).toHaveAttribute('aria-expanded', 'true');
    expect(cardKeys()).toEqual(expect.arrayContaining([1791, 1800].map(licenceKey)));
    // The index offers the choice again (it is a way to jump, not a filter).
    expect(screen.getByTestId('site-index')).toHaveValue('');
  });

  it('searches every player, not a page: the matches’ sites open, the count says how many match', async () => {
    await renderSelector(chain(2000, 10));
    search('Store 1999');
    expect(toggles().map((t) => t.dataset.site)).toEqual(['Branch 200']);
    expect(toggle('Branch 200')).toHaveAttribute('aria-expanded', 'true');
    expect(cardKeys()).toEqual([licenceKey(1999)]);
    expect(screen.getByTestId('player-count')).toHaveAttribute('data-count', '1');
    expect(screen.getByTestId('player-count')).toHaveTextContent(
      english(selectorTexts.countFiltered, { shown: 1, count: 2000 }),
    );
    // The site's name finds all its players.
    search('branch 150');
    expect(toggles().map((t) => t.dataset.site)).toEqual(['Branch 150']);
    expect(cardKeys()).toHaveLength(10);
    search('no such store');
    expect(screen.getByTestId('empty-text')).toHaveTextContent(english(selectorTexts.noResults));
    expect(screen.queryByTestId('site-list')).toBeNull();
    // Clearing the search closes the sections again.
    search('');
    expect(toggles().every((t) => t.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('coming back to the list, opens the site of the tab’s chosen player and brings it into view, focus left alone', async () => {
    await renderSelector(chain(2000, 10), 1795);
    await waitFor(() => expect(toggle('Branch 180')).toHaveAttribute('aria-expanded', 'true'));
    expect(scroll.y()).toBeGreaterThan(0);
    expect(cardKeys()).toContain(licenceKey(1795));
    expect(toggle('Branch 180')).not.toHaveFocus();
    expect(toggles().filter((t) => t.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
  });

  it('opens the one site of an account whose players are all in one place', async () => {
    await renderSelector(chain(SITE_GROUPS_MIN_PLAYERS, SITE_GROUPS_MIN_PLAYERS));
    expect(toggle('Branch 1')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByTestId('site-index')).toBeNull();
    expect(cardKeys().length).toBeGreaterThan(0);
  });

  it('opens a player from its site like the spec’s list does', async () => {
    const view = await renderSelector(chain(SITE_GROUPS_MIN_PLAYERS, 5));
    fireEvent.click(toggle('Branch 3'));
    const card = screen.getAllByTestId('player-card').find((c) => c.dataset.licenceKey === licenceKey(11))!;
    fireEvent.click(card);
    expect(view.path()).toBe('/player');
    expect(view.services.selection.current()?.player.licenceKey).toBe(licenceKey(11));
  });
});

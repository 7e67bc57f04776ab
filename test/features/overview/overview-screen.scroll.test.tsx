/**
 * @jest-environment jsdom
 */
import { act, fireEvent } from '@testing-library/react';
import { of } from 'rxjs';
import { OVERVIEW_SCROLL_SAVE_MS } from '../../../src/config/timing';
import OverviewScreen from '../../../src/features/overview/overview-screen';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { aPlayer, aStatus } from '../../support/builders';
import { apiRoutes } from '../../support/fake-api';
import { fakeServices } from '../../support/fake-services';
import { renderWithServices, type RenderedWithServices } from '../../support/render-with-services';

/** Puts the window at `top` px (jsdom scrolls nothing) and fires the scroll event a browser would. */
function scrollTo(top: number): void {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  fireEvent.scroll(window);
}

/** The scroll position the tab keeps for the overview (its memory in the tab store). */
const kept = (view: RenderedWithServices) =>
  (view.services.tabStore.get<{ scroll?: number }>('overview') ?? {}).scroll ?? 0;

describe('the overview’s kept scroll position (docs/design.md "Every zone at a glance")', () => {
  afterEach(() => scrollTo(0));

  it('is stored at most every OVERVIEW_SCROLL_SAVE_MS while scrolling, when the page is hidden, and when the overview closes', async () => {
    const services = fakeServices({
      signedIn: true,
      api: apiRoutes({ 'GET api/Player/list': () => of([aPlayer(1), aPlayer(2)]) }),
      player: { [PlayerCommand.Status]: () => aStatus() },
    });
    const view = renderWithServices(<OverviewScreen />, { services, route: '/player-selector/overview' });
    await view.advance(0);
    await view.advance(1_000);

    // Frames of a scroll: nothing stored in each of them, the last position once the interval is over.
    for (const top of [100, 200, 300]) scrollTo(top);
    expect(kept(view)).toBe(0);
    await view.advance(OVERVIEW_SCROLL_SAVE_MS);
    expect(kept(view)).toBe(300);

    // A reload hides the page before the interval is over: stored then.
    scrollTo(450);
    fireEvent(window, new Event('pagehide'));
    expect(kept(view)).toBe(450);

    // A zone opened closes the overview: stored as it closes.
    scrollTo(620);
    act(() => view.unmount());
    expect(kept(view)).toBe(620);
  });
});

/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { lazyRoute } from '../../src/app/lazy-route';
import { isChunkLoadError, RouteErrorBoundary } from '../../src/app/route-error-boundary';
import { routeErrorTexts } from '../../src/app/texts';
import { deferredModule } from '../../src/lib/deferred/deferred-module';
import { english } from '../support/texts';
import { fakeServices, recordingLogger } from '../support/fake-services';
import { renderWithServices } from '../support/render-with-services';

/** webpack's error for a chunk request that failed. */
const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('never a blank page: the route error boundary', () => {
  // React reports errors caught by a boundary on the console; keep the test output readable.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('tells a failed chunk from a render error', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /js/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('a route whose chunk fails shows the error view; Retry imports it again and shows the route', async () => {
    let attempts = 0;
    const Route = lazyRoute(async () => {
      attempts += 1;
      if (attempts === 1) throw chunkError();
      return { default: () => <p data-testid="route-content">loaded</p> };
    });
    const logger = recordingLogger();
    const services = fakeServices({ signedIn: true });
    const stages: string[] = [];
    services.firstScreen.stage$.subscribe((stage) => stages.push(stage));
    renderWithServices(
      <RouteErrorBoundary location="/player" logger={logger}>
        <Suspense fallback={null}>
          <Route />
        </Suspense>
      </RouteErrorBoundary>,
      { services },
    );
    const view = await screen.findByTestId('route-error');
    expect(view.getAttribute('data-cause')).toBe('chunk');
    // The error view counts as the first screen: a prerendered login screen gives way to it.
    expect(stages).toEqual(['loading', 'committed']);
    expect(logger.lines.filter((l) => l.level === 'error')).toHaveLength(1);
    await act(async () => screen.getByTestId('route-error-retry').click());
    expect(await screen.findByTestId('route-content')).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(logger.lines.filter((l) => l.level === 'error')).toHaveLength(1);
  });

  it('a render error shows the error view with a way to the player selector, cleared by moving elsewhere', async () => {
    function Broken(): never {
      throw new Error('broken screen');
    }
    function Harness() {
      const [location, setLocation] = useState('/player/status');
      return (
        <>
          <button type="button" onClick={() => setLocation('/player-selector')}>
            move
          </button>
          <RouteErrorBoundary location={location} logger={recordingLogger()}>
            {location === '/player/status' ? <Broken /> : <p data-testid="elsewhere">selector</p>}
          </RouteErrorBoundary>
        </>
      );
    }
    renderWithServices(<Harness />, { services: fakeServices({ signedIn: true }) });
    const view = await screen.findByTestId('route-error');
    expect(view.getAttribute('data-cause')).toBe('render');
    expect(screen.getByRole('link', { name: 'Go to the player list' }).getAttribute('href')).toBe(
      '/player-selector',
    );
    await act(async () => screen.getByRole('button', { name: 'move' }).click());
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('has the header with the logo, and on the player list itself offers no way to it', async () => {
    function Broken(): never {
      throw new Error('broken list');
    }
    renderWithServices(
      <RouteErrorBoundary location="/player-selector" logger={recordingLogger()}>
        <Broken />
      </RouteErrorBoundary>,
      { services: fakeServices({ signedIn: true }) },
    );
    const view = await screen.findByTestId('route-error');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('img', { name: 'Player Remote' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(view).toHaveTextContent(english(routeErrorTexts.renderOnSelector));
    expect(screen.getByTestId('route-error-retry')).toBeInTheDocument();
  });

  it("shows the message and Retry without the view's styles when the view's own chunk cannot be fetched either", async () => {
    let attempts = 0;
    const Route = lazyRoute(async () => {
      attempts += 1;
      if (attempts === 1) throw chunkError();
      return { default: () => <p data-testid="route-content">loaded</p> };
    });
    const services = fakeServices({ signedIn: true });
    const stages: string[] = [];
    services.firstScreen.stage$.subscribe((stage) => stages.push(stage));
    renderWithServices(
      <RouteErrorBoundary
        location="/player"
        logger={recordingLogger()}
        view={deferredModule(() => Promise.reject(chunkError()))}
      >
        <Suspense fallback={null}>
          <Route />
        </Suspense>
      </RouteErrorBoundary>,
      { services },
    );
    const view = await screen.findByTestId('route-error');
    expect(view).toHaveAttribute('data-plain');
    expect(view.getAttribute('data-cause')).toBe('chunk');
    expect(view).toHaveTextContent(english(routeErrorTexts.chunk));
    expect(stages).toEqual(['loading', 'committed']);
    await act(async () => screen.getByTestId('route-error-retry').click());
    expect(await screen.findByTestId('route-content')).toBeInTheDocument();
  });
});

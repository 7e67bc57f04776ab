/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { asyncScheduler, NEVER, of, Subject } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import PlayerArea from '../../../../src/features/player/components/player-area';
import { readRuntimeConfig } from '../../../../src/config/runtime';
import { createNotifier } from '../../../../src/lib/notify/notifications';
import type { PlayerReply } from '../../../../src/lib/player/envelope';
import type { Services } from '../../../../src/lib/services';
import { ServicesContext } from '../../../../src/hooks/services-context';
import { theme } from '../../../../src/ui/theme';
import { memoryStore } from '../../../support/zone-fakes';

/** Services whose hub accepts every frame but whose player never answers. */
function silentServices(sent: unknown[]): Services {
  const local = memoryStore();
  local.set('currentGroup', 'g-1');
  const hub = {
    state$: NEVER,
    groupMessages$: NEVER,
    joinGroup: () => of({ ackId: 1, duplicated: false }),
    leaveGroup: () => of({ ackId: 2, duplicated: false }),
    sendToGroup: (_group: string, data: unknown) => (sent.push(data), of({ ackId: 3, duplicated: false })),
    stop: () => undefined,
  };
  return {
    config: readRuntimeConfig({}),
    scheduler: asyncScheduler, // virtual under jest's fake clock
    local,
    sessionStore: memoryStore() as never,
    hub,
    replies$: new Subject<PlayerReply>(),
    notifier: createNotifier(),
    language: { language$: of('en'), loaded$: NEVER, setLanguage: () => undefined },
    logger: { warn: () => undefined, error: () => undefined, info: () => undefined },
  } as unknown as Services;
}

describe('command timeout (spec §4, §8: 10 s → dialog → /player-selector)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the error dialog when the status request gets no reply within 10 s, and its close goes to the selector', async () => {
    const sent: unknown[] = [];
    const services = silentServices(sent);
    const { hook, history } = memoryLocation({ path: '/player', record: true });
    render(
      <ServicesContext.Provider value={services}>
        <ThemeProvider theme={theme}>
          <IntlProvider locale="en-GB" messages={{}} onError={() => undefined}>
            <Router hook={hook}>
              <Route path="/player" nest>
                <PlayerArea />
              </Route>
            </Router>
          </IntlProvider>
        </ThemeProvider>
      </ServicesContext.Provider>,
    );
    await act(async () => jest.advanceTimersByTime(1_500));
    expect(sent).toHaveLength(1); // the status request, 1.5 s after joining
    await act(async () => jest.advanceTimersByTime(9_990));
    expect(screen.queryByText('The player is not answering')).toBeNull();
    await act(async () => jest.advanceTimersByTime(20));
    expect(screen.getByText('The player is not answering')).toBeTruthy();
    expect(screen.getByText('It may be offline or busy. Choose it again in a moment.')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Close', hidden: true }).click());
    expect(history.at(-1)).toBe('/player-selector');
  });
});

import { Route } from 'wouter';
import PlayerArea from '../../src/features/player/area/player-area';
import { PlayerCommand } from '../../src/lib/player/commands';
import { aStatus } from './builders';
import type { PlayerAnswers } from './fake-hub';
import { fakeServices, type FakeServices, type FakeServicesOptions } from './fake-services';
import { renderWithServices, type RenderedWithServices } from './render-with-services';

/**
 * A zone's player answering status with `aStatus()` (override it with `[PlayerCommand.Status]`), plus
 * the given answers; every other command goes unanswered.
 */
export function zonePlayer(answers: PlayerAnswers = {}): PlayerAnswers {
  return { [PlayerCommand.Status]: () => aStatus(), ...answers };
}

/** A rendered player screen and its fake services. */
export interface RenderedPlayerScreen extends RenderedWithServices {
  readonly services: FakeServices;
}

/**
 * Renders a player screen as the app mounts it: signed in, with a chosen zone, inside the player area
 * (`/player` + `path`, e.g. `/playlists`) that joins the zone group, frames sub-screens with the header
 * and overlay bar, and turns command failures into toasts and the timeout dialog. Time stands still until
 * the test advances the virtual clock (status is asked 1.5 s after joining).
 */
export function renderPlayerScreen(
  path: string,
  options: Omit<FakeServicesOptions, 'signedIn'> = {},
): RenderedPlayerScreen {
  const services = fakeServices({ ...options, signedIn: true });
  const rendered = renderWithServices(
    <Route path="/player" nest>
      <PlayerArea />
    </Route>,
    { services, route: `/player${path}` },
  );
  return { ...rendered, services };
}

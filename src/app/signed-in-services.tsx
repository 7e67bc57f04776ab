import type { ComponentType } from 'react';
import { SignedInServicesProvider } from '../hooks/services-context';
import type { CoreServices, SignedInServices } from '../lib/services';
import { createOverviewMemory } from '../lib/selection/overview-memory';
import { createArtworkHint } from '../lib/storage/artwork-hint';
import { createLastKnownPlayers } from '../lib/storage/last-known-players';
import { createLastKnownStore } from '../lib/storage/last-known-status';
import { createLegacyKeys } from '../lib/storage/legacy-keys';
import { localStore, tabStore } from '../lib/storage/web-storage';
import { createZoneMemory } from '../lib/storage/zone-memory';
import { createZoneService } from '../lib/zone/zone-service';
import { createActivityLog } from '../lib/activity-log/activity-log';

/**
 * The signed-in screens' services over the browser's stores, built on the app's services (its hub, the
 * player replies, the selection): the second half of the composition root (src/app/services.ts), whose
 * code the signed-in screens' loaders fetch beside their own (src/app/screen-loaders.ts).
 */
export function createSignedInServices(services: CoreServices): SignedInServices {
  const { hub, replies$, selection, scheduler, logger, session } = services;
  return {
    zones: createZoneService({
      hub,
      replies$,
      selection,
      legacy: createLegacyKeys(localStore, tabStore),
      scheduler,
      lastKnown: createLastKnownStore(localStore, tabStore, (problem, value) => logger.warn(problem, value)),
    }),
    overviewMemory: createOverviewMemory({ local: localStore, tabStore }),
    zoneMemory: createZoneMemory(localStore),
    artworkHint: createArtworkHint(localStore, tabStore),
    lastPlayers: createLastKnownPlayers(localStore),
    activityLog: createActivityLog({ hub, replies$, session, scheduler, logger }),
  };
}

/** `Screen` under the signed-in services of its app ({@link createSignedInServices}, built once per app). */
export function withSignedInServices(Screen: ComponentType): ComponentType {
  return function SignedInScreen() {
    return (
      <SignedInServicesProvider create={createSignedInServices}>
        <Screen />
      </SignedInServicesProvider>
    );
  };
}

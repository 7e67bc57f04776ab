import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { CoreServices, SignedInServices } from '../lib/services';

/** React context carrying the app services every screen may use (provided once by src/app/app.tsx). */
export const ServicesContext = createContext<CoreServices | null>(null);

/** React context carrying the signed-in screens' services (provided by {@link SignedInServicesProvider}). */
export const SignedInServicesContext = createContext<SignedInServices | null>(null);

/** The app services; throws when used outside `<ServicesContext.Provider>`. */
export function useServices(): CoreServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesContext.Provider');
  return services;
}

/**
 * The signed-in screens' services; throws when used outside {@link SignedInServicesProvider} (a screen
 * that is not a signed-in route's, or a component outside the route screens).
 */
export function useSignedInServices(): SignedInServices {
  const services = useContext(SignedInServicesContext);
  if (!services) throw new Error('useSignedInServices must be used inside a signed-in screen');
  return services;
}

/** The signed-in services built so far, by the app services they were built on: one set per app. */
const built = new WeakMap<CoreServices, SignedInServices>();

/**
 * Provides the signed-in screens' services to `children`: those `create` builds on the app services, once
 * per app (a second signed-in screen of the app gets the same), unless an outer provider gave them already.
 */
export function SignedInServicesProvider({
  create,
  children,
}: {
  readonly create: (services: CoreServices) => SignedInServices;
  readonly children: ReactNode;
}) {
  const services = useServices();
  const outer = useContext(SignedInServicesContext);
  let value = outer ?? built.get(services);
  if (!value) built.set(services, (value = create(services)));
  return createElement(SignedInServicesContext.Provider, { value }, children);
}

/**
 * Ends what the signed-in services built on `services` run on their own (the activity log's writing and
 * its clearing at sign-out), if they were built: part of the app's dispose, after its screens have let go.
 * Idempotent.
 */
export function stopSignedInServices(services: CoreServices): void {
  built.get(services)?.activityLog.stop();
}

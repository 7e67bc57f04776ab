import { createContext, useContext } from 'react';
import type { Services } from '../lib/services';

/** React context carrying the app services (provided once by src/app/app.tsx). */
export const ServicesContext = createContext<Services | null>(null);

/** The app services; throws when used outside `<ServicesContext.Provider>`. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesContext.Provider');
  return services;
}

import { BehaviorSubject } from 'rxjs';
import type { AppUpdate } from './app-update';

/**
 * The {@link AppUpdate} of an app that registers no worker (an embedded app, the build's prerender). Its
 * own module, so the entry does not carry the registration's code (./app-update.ts comes with it later).
 */
export const NO_APP_UPDATE: AppUpdate = {
  waiting$: new BehaviorSubject(false).asObservable(),
  start: () => undefined,
  reload: () => undefined,
};

import { Observable, type Subscription } from 'rxjs';

/** What `window.__PLAYER_REMOTE_DEBUG__` offers when the runtime configuration sets `debug`. */
export interface PlayerRemoteDebug {
  /** RxJS subscriptions made and not yet closed, operators' inner ones included (a leak grows it). */
  liveSubscriptions(): number;
  /** RxJS subscriptions made since start. */
  totalSubscriptions(): number;
}

declare global {
  interface Window {
    __PLAYER_REMOTE_DEBUG__?: PlayerRemoteDebug;
  }
}

/**
 * Counts RxJS subscriptions by wrapping `Observable.prototype.subscribe` and exposes the counts on
 * `window.__PLAYER_REMOTE_DEBUG__` (the soak test reads them). Loaded in its own chunk, only with
 * `debug` set, before the app subscribes to anything; idempotent.
 */
export function installDebugHook(): PlayerRemoteDebug {
  if (window.__PLAYER_REMOTE_DEBUG__) return window.__PLAYER_REMOTE_DEBUG__;
  let live = 0;
  let total = 0;
  const subscribe = Observable.prototype.subscribe as (
    this: Observable<unknown>,
    ...args: unknown[]
  ) => Subscription;
  Observable.prototype.subscribe = function (this: Observable<unknown>, ...args: unknown[]): Subscription {
    const subscription = subscribe.apply(this, args);
    live += 1;
    total += 1;
    subscription.add(() => (live -= 1));
    return subscription;
  } as typeof Observable.prototype.subscribe;
  const debug: PlayerRemoteDebug = { liveSubscriptions: () => live, totalSubscriptions: () => total };
  window.__PLAYER_REMOTE_DEBUG__ = debug;
  return debug;
}

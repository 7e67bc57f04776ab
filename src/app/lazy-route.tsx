import { lazy, type ComponentType } from 'react';

/** Resets of the lazy routes whose import failed; {@link retryFailedRoutes} runs them. */
const resets = new Set<() => void>();

/**
 * `React.lazy` for a route, with a way back from a failed import: React caches a rejected import for good,
 * so after a failure (flaky Wi-Fi, a deploy that removed old chunks) the route gets a fresh lazy component
 * when {@link retryFailedRoutes} is called, and the next render imports again (webpack retries the chunk).
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let failed = false;
  const tracked = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let Current: ComponentType = lazy<ComponentType>(tracked);
  resets.add(() => {
    if (!failed) return;
    failed = false;
    Current = lazy<ComponentType>(tracked);
  });
  return function LazyRoute() {
    return <Current />;
  };
}

/** Lets every route whose import failed import again at its next render. */
export function retryFailedRoutes(): void {
  for (const reset of resets) reset();
}

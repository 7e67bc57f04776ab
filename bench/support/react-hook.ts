/**
 * A stand-in React DevTools hook as page-script text (a serialized function would carry the TypeScript
 * runner's helpers): React reports every commit of every root to it. `onCommit` is the text of a
 * function `(rendererId, root) => …` called on each commit.
 */
export const reactCommitHook = (onCommit: string): string => `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: ${onCommit},
  };`;

/**
 * True for webpack's failed chunk request (`ChunkLoadError`, also when the request outlasted
 * CHUNK_LOAD_TIMEOUT_MS) and the browser's failed dynamic import: code a step needs could not be
 * fetched, which a retry may fix (docs/design.md "What loads when"). Also through an error's `cause` (the
 * deferred REST client's `NetworkError`).
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' ||
      /Loading chunk|dynamically imported module/i.test(error.message) ||
      isChunkLoadError(error.cause))
  );
}

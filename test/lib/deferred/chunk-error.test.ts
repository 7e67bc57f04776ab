import { NetworkError } from '../../../src/lib/api/errors';
import { isChunkLoadError } from '../../../src/lib/deferred/chunk-error';

describe('isChunkLoadError', () => {
  const chunk = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

  it('knows webpack’s failed chunk, the browser’s failed dynamic import, and either as a cause', () => {
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new NetworkError('api/Account/login', chunk))).toBe(true);
  });

  it('is false for anything else', () => {
    expect(isChunkLoadError(new NetworkError('api/Account/login', new TypeError('Failed to fetch')))).toBe(
      false,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

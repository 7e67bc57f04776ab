import { ApiError, ApiShapeError, NetworkError, TokenRefreshError } from '../../../../src/lib/api/errors';
import { playersFailure } from '../../../../src/features/selector/players/players-error';

describe('playersFailure (what the failed player list tells the user)', () => {
  it.each([
    [new TokenRefreshError('refresh failed'), { kind: 'signed-out' }],
    [new ApiError(401, 'api/Player/list'), { kind: 'signed-out' }],
    [new ApiError(403, 'api/Player/list'), { kind: 'signed-out' }],
    [new ApiError(500, 'api/Player/list'), { kind: 'service', status: 500 }],
    [new ApiError(503, 'api/Player/list'), { kind: 'service', status: 503 }],
    [new NetworkError('api/Player/list'), { kind: 'network' }],
    [new ApiShapeError('api/Player/list', 'PlayerName: expected string'), { kind: 'answer' }],
    [new Error('anything else'), { kind: 'answer' }],
  ])('%p → %p', (error, failure) => expect(playersFailure(error)).toEqual(failure));
});

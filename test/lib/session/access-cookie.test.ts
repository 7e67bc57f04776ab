import type { CookieJar } from '../../../src/lib/storage/cookie-jar';
import { accessCookieName, setAccessValidated } from '../../../src/lib/session/access-cookie';

describe('setAccessValidated (spec §4 Login, §9: the access-validated cookie lasts 30 days)', () => {
  it('expires 30 days after now, strict, on the root path, secure on https', () => {
    const set = jest.fn();
    const now = new Date(Date.UTC(2030, 0, 1, 12));
    setAccessValidated({ set } as unknown as CookieJar, 'a@example.com', now, 'https:');
    expect(set).toHaveBeenCalledWith(accessCookieName('a@example.com'), 'validated', {
      path: '/',
      sameSite: 'strict',
      secure: true,
      expires: new Date(Date.UTC(2030, 0, 31, 12)),
    });
  });
});

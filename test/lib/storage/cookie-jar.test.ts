/**
 * @jest-environment jsdom
 */
import Cookies from 'universal-cookie';
import { cookieJarOf } from '../../../src/lib/storage/cookie-jar';

describe('the page cookie jar (spec §3: the anti-forgery token, the access-validated cookie)', () => {
  afterEach(() => {
    for (const name of Object.keys(new Cookies(document.cookie).getAll()))
      document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('reads what the page holds as plain strings, JSON-looking ones included', () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    document.cookie = 'flag={"a":1}; path=/';
    const jar = cookieJarOf(new Cookies(null, { path: '/' }));
    expect(jar.get('XSRF-TOKEN')).toBe('abc');
    expect(jar.get('flag')).toBe('{"a":1}');
    expect(jar.get('missing')).toBeUndefined();
  });

  it('writes a cookie the page then holds, with the attributes given', () => {
    const jar = cookieJarOf(new Cookies(null, { path: '/' }));
    jar.set('access', 'validated', { sameSite: 'strict', expires: new Date(Date.UTC(2100, 0, 1)) });
    expect(document.cookie.split('; ')).toContain('access=validated');
    expect(jar.get('access')).toBe('validated');
  });
});

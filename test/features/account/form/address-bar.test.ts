import {
  loginHref,
  takeQueryParams,
  type AddressBar,
} from '../../../../src/features/account/form/address-bar';

function bar(href: string): AddressBar & { replaced: string[] } {
  const replaced: string[] = [];
  return {
    location: { href },
    history: { state: null, replaceState: (_s, _t, url) => void replaced.push(String(url)) },
    replaced,
  };
}

describe('takeQueryParams (spec §2: h and c leave the address bar once read)', () => {
  it('reads u and c and removes only c (path routing)', () => {
    const b = bar('https://r.example.com/reset-password?u=demo%40example.com&c=AbC123#x');
    expect(takeQueryParams(b, ['u', 'c'], ['c'])).toEqual({ u: 'demo@example.com', c: 'AbC123' });
    expect(b.replaced).toEqual(['https://r.example.com/reset-password?u=demo%40example.com#x']);
  });

  it('removes h and leaves a clean address', () => {
    const b = bar('https://r.example.com/?h=demo-hash');
    expect(takeQueryParams(b, ['h'], ['h'])).toEqual({ h: 'demo-hash' });
    expect(b.replaced).toEqual(['https://r.example.com/']);
  });

  it('works with hash routing', () => {
    const b = bar('https://r.example.com/app/#/reset-password?u=a%40b.co&c=XYZ');
    expect(takeQueryParams(b, ['u', 'c'], ['c'])).toEqual({ u: 'a@b.co', c: 'XYZ' });
    expect(b.replaced).toEqual(['https://r.example.com/app/#/reset-password?u=a%40b.co']);
  });

  it('does not touch the history when there is nothing to remove', () => {
    const b = bar('https://r.example.com/reset-password?u=a');
    expect(takeQueryParams(b, ['u', 'c'], ['c'])).toEqual({ u: 'a', c: undefined });
    expect(b.replaced).toEqual([]);
  });
});

describe('loginHref (spec §4: reset success reloads on the login route)', () => {
  it('is <basePath>/ with path routing, the page without its hash with hash routing', () => {
    expect(loginHref('path', '', { pathname: '/reset-password', search: '?u=a' })).toBe('/');
    expect(loginHref('path', '/remote', { pathname: '/remote/reset-password', search: '' })).toBe('/remote/');
    expect(loginHref('hash', '', { pathname: '/app/', search: '?x=1' })).toBe('/app/?x=1');
  });
});

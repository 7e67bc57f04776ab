/** @jest-environment jsdom */
/**
 * The app's Trusted Types policies for script addresses (src/lib/trusted-types.ts): a policy takes the app's
 * own scripts and refuses any other, through the browser's Trusted Types where it has them and as plain
 * strings where it has not; the page's and the host pages' names are the module's, each written once.
 */
import { HOST_POLICIES, PAGE_POLICIES, POLICY, scriptUrlPolicy, under } from '../../src/lib/trusted-types';

/** A browser's Trusted Types factory stand-in: records the policies created, and wraps what they make. */
function installTrustedTypes() {
  const created: string[] = [];
  const factory = {
    createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => {
      if (created.includes(name)) throw new TypeError(`duplicate policy ${name}`);
      created.push(name);
      return { name, createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  };
  (globalThis as { trustedTypes?: unknown }).trustedTypes = factory;
  return created;
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
});

const folder = new URL('/app/', location.href);

describe('the Trusted Types policies for script addresses', () => {
  it('names each policy once, and the page and the host pages allow the ones their scripts create', () => {
    const names = Object.values(POLICY);
    expect(new Set(names).size).toBe(names.length);
    expect(PAGE_POLICIES).toEqual([POLICY.page, POLICY.webpack, POLICY.worker]);
    expect(HOST_POLICIES).toEqual([POLICY.loader, POLICY.webpack]);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9#=_/@.%-]+$/);
  });

  it("without Trusted Types: accepts the app's own script under its folder as the string, refuses a script of another origin", () => {
    const scriptUrl = scriptUrlPolicy(POLICY.page, under(folder, true));
    const own = `${location.origin}/app/js/main.0123456789.js`;
    expect(scriptUrl(own)).toBe(own);
    expect(scriptUrl('js/../app/js/a.js')).toBe('js/../app/js/a.js'); // resolved against the page: /app/js/a.js
    expect(() => scriptUrl('https://cdn.example.com/app/js/main.0123456789.js')).toThrow(TypeError);
    expect(() => scriptUrl(`${location.origin}/elsewhere/main.js`)).toThrow(/player-remote#page refuses/);
    expect(() => scriptUrl(`${location.origin}/app/../evil.js`)).toThrow(TypeError);
  });

  it('with Trusted Types: creates the named policy once, and makes TrustedScriptURLs only of what it accepts', () => {
    const created = installTrustedTypes();
    const scriptUrl = scriptUrlPolicy(POLICY.worker, (url) => url.href === new URL('sw.js', folder).href);
    expect(created).toEqual([POLICY.worker]);
    expect(scriptUrl(new URL('sw.js', folder).href)).toEqual({ trusted: new URL('sw.js', folder).href });
    expect(() => scriptUrl(new URL('other.js', folder).href)).toThrow(TypeError);
    expect(() => scriptUrl('https://evil.example/sw.js')).toThrow(TypeError);
    // A second policy of the same name is the browser's error, not a silent copy.
    expect(() => scriptUrlPolicy(POLICY.worker, () => true)).toThrow(/duplicate/);
  });

  it("lets the host pages' loader take its folder on another origin (a CDN), and nothing outside it", () => {
    installTrustedTypes();
    const cdn = new URL('https://cdn.example.com/remote/3.0/');
    const scriptUrl = scriptUrlPolicy(POLICY.loader, under(cdn, false));
    expect(scriptUrl('https://cdn.example.com/remote/3.0/js/embed.0123456789.js')).toEqual({
      trusted: 'https://cdn.example.com/remote/3.0/js/embed.0123456789.js',
    });
    expect(() => scriptUrl('https://cdn.example.com/remote/2.9/js/embed.js')).toThrow(TypeError);
    expect(() => scriptUrl('https://cdn.example.com.evil.example/remote/3.0/js/a.js')).toThrow(TypeError);
  });
});

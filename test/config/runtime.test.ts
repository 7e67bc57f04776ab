import { readRuntimeConfig } from '../../src/config/runtime';

describe('readRuntimeConfig', () => {
  it('defaults suit the local service at the root', () => {
    const config = readRuntimeConfig({});
    expect(config).toMatchObject({
      apiBase: '',
      basePath: '',
      assetsBase: '/assets',
      stillsBase: '/stills',
      hubName: 'players',
      routing: 'path',
      mount: 'player-remote',
      debug: false,
    });
    expect(config.logos['2']).toBe('/assets/logos/brand-2.svg');
  });

  it("takes the base path and assets from the bundle's folder when the page is inside it (index.html under /remote/)", () => {
    const config = readRuntimeConfig(
      {},
      {
        publicPath: 'https://r.example.com/remote/',
        pageUrl: 'https://r.example.com/remote/player/settings',
      },
    );
    expect(config.basePath).toBe('/remote');
    expect(config.assetsBase).toBe('/remote/assets');
    expect(config.logos['1']).toBe('/remote/assets/logos/brand-1.svg');
  });

  it('on a host page elsewhere, assets still come from the bundle (also another origin) and the base path from the host', () => {
    const config = readRuntimeConfig(
      { basePath: '/shop/remote/', mount: 'remote-here' },
      {
        publicPath: 'https://cdn.example.com/pr/3.0.5/',
        pageUrl: 'https://shop.example.com/shop/remote/player',
      },
    );
    expect(config.basePath).toBe('/shop/remote');
    expect(config.assetsBase).toBe('https://cdn.example.com/pr/3.0.5/assets');
    expect(config.mount).toBe('remote-here');
    const sameOrigin = readRuntimeConfig(
      {},
      { publicPath: '/static/pr/', pageUrl: 'https://shop.example.com/staff/' },
    );
    expect(sameOrigin).toMatchObject({ basePath: '', assetsBase: '/static/pr/assets' });
  });

  it('lets the host override everything', () => {
    const config = readRuntimeConfig(
      {
        apiBase: 'https://api.example.com/',
        assetsBase: 'https://a.example.com/x/',
        routing: 'hash',
        debug: true,
        logos: { '18': '/l.svg' },
      },
      { publicPath: 'https://cdn.example.com/pr/', pageUrl: 'https://shop.example.com/' },
    );
    expect(config).toMatchObject({
      apiBase: 'https://api.example.com',
      assetsBase: 'https://a.example.com/x',
      routing: 'hash',
      debug: true,
    });
    expect(config.logos).toMatchObject({ '18': '/l.svg', '1': 'https://a.example.com/x/logos/brand-1.svg' });
  });
});

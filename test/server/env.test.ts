import { optionsFromEnv } from '../../server/env';

describe('optionsFromEnv', () => {
  it('defaults to 127.0.0.1:8080 without a public URL', () => {
    expect(optionsFromEnv({})).toEqual({ port: 8080, host: '127.0.0.1', publicUrl: undefined });
  });

  it('reads PORT, HOST and PUBLIC_URL', () => {
    expect(optionsFromEnv({ PORT: '3000', HOST: '0.0.0.0', PUBLIC_URL: 'https://r.example.com' })).toEqual({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'https://r.example.com',
    });
  });

  it('reads CLOCK_START as the instant the clock starts at, and refuses a malformed one', () => {
    expect(optionsFromEnv({ CLOCK_START: '2026-11-22T14:20:00+01:00' }).clockStart).toBe(
      '2026-11-22T13:20:00.000Z',
    );
    expect(optionsFromEnv({}).clockStart).toBeUndefined();
    expect(() => optionsFromEnv({ CLOCK_START: '22/11/2026 13:20' })).toThrow(/CLOCK_START/);
  });

  it('reads ALLOWED_HOSTS and CORS_ORIGINS, refusing what is not a host name or an origin', () => {
    expect(
      optionsFromEnv({
        ALLOWED_HOSTS: 'remote.local',
        CORS_ORIGINS: 'https://shop.example.com, http://localhost:3000',
      }),
    ).toMatchObject({
      allowedHosts: ['remote.local'],
      corsOrigins: ['https://shop.example.com', 'http://localhost:3000'],
    });
    for (const bad of ['*', 'shop.example.com', 'https://shop.example.com/path'])
      expect(() => optionsFromEnv({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
    expect(() => optionsFromEnv({ ALLOWED_HOSTS: 'x/y' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('rejects a PORT that is not a port number', () => {
    expect(() => optionsFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => optionsFromEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('WEB_PUBSUB_CONNECTION_STRING', () => {
  it('is passed on as the hub connection string, and a malformed one is refused with its reason', () => {
    const azure = 'Endpoint=https://demo.webpubsub.azure.com;AccessKey=k;Version=1.0;';
    expect(optionsFromEnv({ WEB_PUBSUB_CONNECTION_STRING: azure }).hubConnectionString).toBe(azure);
    expect(optionsFromEnv({}).hubConnectionString).toBeUndefined();
    expect(() => optionsFromEnv({ WEB_PUBSUB_CONNECTION_STRING: 'Endpoint=https://a.example.com' })).toThrow(
      /no AccessKey/,
    );
  });
});

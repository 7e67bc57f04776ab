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

  it('rejects a PORT that is not a port number', () => {
    expect(() => optionsFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => optionsFromEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
});

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

  it('rejects a PORT that is not a port number', () => {
    expect(() => optionsFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => optionsFromEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
});

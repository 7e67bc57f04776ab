import type { IncomingMessage } from 'node:http';
import { allowedHosts, hostName, isLoopback, parseAllowedHosts } from '../../../server/http/host';

describe('hostName', () => {
  it.each([
    ['127.0.0.1:8080', '127.0.0.1'],
    ['LocalHost', 'localhost'],
    ['[::1]:8080', '::1'],
    ['remote.example.com', 'remote.example.com'],
    ['evil.example/x', null],
    ['a b', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(hostName(header)).toBe(expected);
  });
});

describe('allowedHosts', () => {
  it('allows loopback names, the listening interface, the public URL host and extras, nothing else', () => {
    const hosts = allowedHosts({
      listenHost: '192.168.1.20',
      publicUrl: 'https://remote.example.com/',
      extra: ['Shop.Local:8443'],
    });
    expect([...hosts].sort()).toEqual(
      ['127.0.0.1', '192.168.1.20', '::1', 'localhost', 'remote.example.com', 'shop.local'].sort(),
    );
    expect(allowedHosts({ listenHost: '0.0.0.0' }).has('0.0.0.0')).toBe(false);
  });

  it('parses ALLOWED_HOSTS and refuses what is not a host name', () => {
    expect(parseAllowedHosts(' a.local, b.local:80 ')).toEqual(['a.local', 'b.local']);
    expect(parseAllowedHosts('')).toBeUndefined();
    expect(() => parseAllowedHosts('a.local /x')).toThrow(/ALLOWED_HOSTS/);
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.7', false],
    ['::ffff:192.168.1.2', false],
    [undefined, false],
  ])('%s → %s', (remoteAddress, expected) => {
    expect(isLoopback({ socket: { remoteAddress } } as unknown as IncomingMessage)).toBe(expected);
  });
});

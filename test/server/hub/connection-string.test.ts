import { WebPubSubServiceClient } from '@azure/web-pubsub';
import {
  clientAudience,
  connectionStringFor,
  generateAccessKey,
  parseConnectionString,
} from '../../../server/hub/connection-string';

describe('Web PubSub connection strings', () => {
  it('reads Azure’s format as the SDK does: keys in any case, endpoint normalised, Port applied', () => {
    expect(
      parseConnectionString('endpoint=https://demo.webpubsub.azure.com;ACCESSKEY=k=1;Version=1.0;'),
    ).toEqual({ endpoint: 'https://demo.webpubsub.azure.com/', accessKey: 'k=1' });
    expect(parseConnectionString('Endpoint=http://localhost;Port=8080;AccessKey=k;Version=1.0;')).toEqual({
      endpoint: 'http://localhost:8080/',
      accessKey: 'k',
    });
    expect(parseConnectionString('Endpoint=demo.example.com;AccessKey=k;').endpoint).toBe(
      'https://demo.example.com/',
    );
  });

  it('names the audience the SDK writes into client tokens', async () => {
    const connection = connectionStringFor('http://127.0.0.1:8080/', 'k');
    const { endpoint } = parseConnectionString(connection);
    const { token } = await new WebPubSubServiceClient(connection, 'players').getClientAccessToken();
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { aud: string };
    expect(clientAudience(endpoint, 'players')).toBe(payload.aud);
  });

  it('builds a string the SDK accepts around a generated key', () => {
    const key = generateAccessKey();
    expect(key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(generateAccessKey()).not.toBe(key);
    const connection = connectionStringFor('http://127.0.0.1:8080', key);
    expect(parseConnectionString(connection)).toEqual({ endpoint: 'http://127.0.0.1:8080/', accessKey: key });
    expect(() => new WebPubSubServiceClient(connection, 'players')).not.toThrow();
  });

  it.each([
    ['', /no Endpoint/],
    ['AccessKey=k;Version=1.0;', /no Endpoint/],
    ['Endpoint=https://a.example.com;Version=1.0;', /no AccessKey/],
    ['Endpoint=https://a.example.com;AccessKey=;', /no AccessKey/],
    ['Endpoint=ftp://a.example.com;AccessKey=k;', /http\(s\) address/],
    ['Endpoint=https://a.example.com/?x=1;AccessKey=k;', /http\(s\) address/],
    ['Endpoint=https://;AccessKey=k;', /not a URL/],
    ['Endpoint=https://a.example.com;AccessKey=k;Port=http;', /Port "http" is not a TCP port/],
    ['Endpoint=https://a.example.com;AccessKey=k;Version=2.0;', /Version "2.0" is not 1.0/],
  ])('refuses %j with a message saying what is wrong', (text, message) => {
    expect(() => parseConnectionString(text)).toThrow(message);
  });
});

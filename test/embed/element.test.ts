/**
 * `<player-remote>`'s attributes (src/embed/element.ts): text attributes set their configuration keys, flags
 * are true when present and false only as "false", unknown attributes are ignored.
 */
import { configFromAttributes } from '../../src/embed/element';

const element = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
});

describe('configFromAttributes', () => {
  it('maps the text attributes to their keys', () => {
    expect(
      configFromAttributes(
        element({
          'api-base': 'https://api.example.com',
          'stills-base': 'https://stills.example.com',
          'hub-name': 'players',
          'base-path': '/staff/remote',
          routing: 'hash',
          'assets-base': 'https://cdn.example.com/assets',
          'contact-email': 'shop@example.com',
          'data-other': 'ignored',
        }) as unknown as Element,
      ),
    ).toEqual({
      apiBase: 'https://api.example.com',
      stillsBase: 'https://stills.example.com',
      hubName: 'players',
      basePath: '/staff/remote',
      routing: 'hash',
      assetsBase: 'https://cdn.example.com/assets',
      contactEmail: 'shop@example.com',
    });
  });

  it('reads flags: present is true, "false" is false, absent is unset', () => {
    expect(configFromAttributes(element({ debug: '', titles: 'false' }) as unknown as Element)).toEqual({
      debug: true,
      titles: false,
    });
    expect(configFromAttributes(element({}) as unknown as Element)).toEqual({});
  });
});

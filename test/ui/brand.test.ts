import { logoFor } from '../../src/ui/brand';

const logos = { '1': '/l/one.svg', '2': '/l/two.svg', '18': '/l/eighteen.svg' };

describe('logoFor (spec §9 client-type logos)', () => {
  it.each([
    ['1', '/l/one.svg'],
    ['2', '/l/two.svg'],
    ['18', '/l/eighteen.svg'],
    [18, '/l/eighteen.svg'],
    ['0', '/l/one.svg'],
    ['7', '/l/one.svg'],
    [undefined, '/l/one.svg'],
  ])('clientTypeId %j → %s', (id, src) => expect(logoFor(logos, id)).toBe(src));

  it('falls back to the first logo when a configured brand has none', () => {
    expect(logoFor({ '1': '/a.svg' }, '2')).toBe('/a.svg');
  });
});

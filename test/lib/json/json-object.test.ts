import { isJsonObject } from '../../../src/lib/json/json-object';

describe('isJsonObject', () => {
  it('is true for an object, including an empty one', () => {
    expect(isJsonObject({ player: {} })).toBe(true);
    expect(isJsonObject({})).toBe(true);
  });

  it('is false for an array, null and the primitives', () => {
    expect([[], null, undefined, 'text', 3, true].map(isJsonObject)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

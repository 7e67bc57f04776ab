import { probeRule, type RuleProbe } from './rule-findings';

const REPORTED = [
  'const later = (): Promise<number> => Promise.resolve(1);',
  "it('probe', async () => {",
  '  expect(later()).toBeDefined();',
  '  expect(() => later()).toBeTruthy();',
  '  await expect(1).toBe(1);',
  '});',
  '',
].join('\n');

const ACCEPTED = [
  'const later = (): Promise<number> => Promise.resolve(1);',
  "it('probe', async () => {",
  '  await expect(later()).resolves.toBe(1);',
  '  expect(await later()).toBe(1);',
  "  expect(() => JSON.parse('{')).toThrow();",
  '  const fn = jest.fn();',
  '  expect(fn).not.toHaveBeenCalled();',
  '});',
  '',
].join('\n');

describe('lint rule local/expect-settled-values', () => {
  let probe: RuleProbe;
  beforeAll(() => {
    // Typed: the rule asks TypeScript whether an assertion's value is a promise.
    probe = probeRule({
      name: 'expect-settled-values',
      cases: [REPORTED, ACCEPTED],
      probe: 'probe.test.ts',
      typed: true,
      configuredFor: ['test/e2e/probe.test.ts', 'test/lib/probe.test.ts'],
    });
  });

  it('is on for every test file in the project configuration', () => {
    expect(probe.configured).toEqual([[2], [2]]);
  });

  it('reports assertions on promises, locator-like values, functions and awaited synchronous matchers', () => {
    expect(probe.findings[0]).toEqual(['promise@3', 'fn@4', 'awaited@5']);
  });

  it('accepts settled values, .resolves/.rejects, throwing functions and mocks', () => {
    expect(probe.findings[1]).toEqual([]);
  });
});

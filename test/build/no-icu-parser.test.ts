/**
 * The production bundle ships no ICU message parser (spec §1: seven languages): messages arrive
 * precompiled, and webpack aliases the parser to its no-parser build. Needs `npm run build` first
 * (npm test builds before it runs jest).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

// Error kinds that exist only in the parser's own code (node_modules/@formatjs/icu-messageformat-parser/error.js).
const PARSER_SIGNATURES = ['EXPECT_ARGUMENT_CLOSING_BRACE', 'MALFORMED_ARGUMENT', 'UNCLOSED_TAG'];

describe('production bundle', () => {
  it('contains no ICU message parser', () => {
    expect(existsSync('dist/js')).toBe(true);
    const scripts = readdirSync('dist/js').filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const offenders = scripts.filter((file) => {
      const code = readFileSync(`dist/js/${file}`, 'utf8');
      return PARSER_SIGNATURES.some((signature) => code.includes(signature));
    });
    expect(offenders).toEqual([]);
  });
});

/**
 * Translation catalogue checks (spec §1: seven languages): i18n/en.json is exactly what the source
 * declares, every language has every key of en and no other, and every message is valid ICU.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../../src/lib/i18n/languages';

const read = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'));
const en = read('i18n/en.json');

describe('translation catalogue', () => {
  it('i18n/en.json matches the messages the source declares (no missing, stale or changed id)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en.json');
    execFileSync(
      'npx',
      [
        'formatjs',
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/**/*.d.ts',
        '--additional-function-names',
        'msg',
        '--out-file',
        out,
        '--format',
        'simple',
      ],
      {
        stdio: 'pipe',
      },
    );
    expect(read(out)).toEqual(en);
  });

  it.each(LANGUAGES.map((l) => l.code))('%s has exactly the keys of en, each valid ICU', (code) => {
    const file = `i18n/${code}.json`;
    expect(existsSync(file)).toBe(true);
    const messages = read(file);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(messages)) {
      expect(() => parse(text)).not.toThrow();
      expect(typeof text === 'string' && text.trim().length > 0 ? id : `${id} is empty`).toBe(id);
    }
  });
});

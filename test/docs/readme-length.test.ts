import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The README is read in ten minutes: what the app is, the two commands, configuration, embedding, layout. */
const README_MAX_LINES = 350;

describe('the README', () => {
  it(`stays within ${README_MAX_LINES} lines (design notes belong in docs/design.md, design in docs/architecture.md)`, () => {
    const lines = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

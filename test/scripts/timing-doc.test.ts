import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

describe('docs/timing.md (generated from src/config/timing/ by npm run timing:doc)', () => {
  it('is up to date', () => {
    let output = '';
    try {
      execFileSync(process.execPath, [join(root, 'scripts', 'timing-doc.mjs'), '--check'], {
        cwd: root,
        stdio: 'pipe',
      });
    } catch (error) {
      output = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    expect(output).toBe('');
  });
});

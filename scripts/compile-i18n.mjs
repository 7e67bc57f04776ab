// Compiles every translation source in i18n/<lang>.json (formatjs "simple" format) into an AST
// file build/i18n/<lang>.json, which the build copies to assets/i18n/. The app ships no ICU parser.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';

mkdirSync('build/i18n', { recursive: true });
const langs = readdirSync('i18n').filter((f) => f.endsWith('.json'));
for (const file of langs) {
  execFileSync(
    'npx',
    [
      'formatjs',
      'compile',
      `i18n/${file}`,
      '--ast',
      '--format',
      'simple',
      '--out-file',
      `build/i18n/${file}`,
    ],
    { stdio: 'inherit' },
  );
}
console.log(`compiled ${langs.length} language file(s) into build/i18n`);

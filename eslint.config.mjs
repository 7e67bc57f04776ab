// Lint: typescript-eslint, react-hooks, eslint-plugin-rxjs-x (docs/architecture.md §3.10), and the import
// boundaries of docs/architecture.md §2 (lib → features → routing → app → embed → boot; features never import each other, but may
// import the shared rooms below them, such as impersonation/), with the route table (src/routing/)
// between features and app, and embed/ and the entry (src/boot/) above app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import rxjsX from 'eslint-plugin-rxjs-x';
import jestPlugin from 'eslint-plugin-jest';
import expectSettledValues from './eslint-rules/expect-settled-values.mjs';
import noFixedWaits from './eslint-rules/no-fixed-waits.mjs';
import noIntlProp from './eslint-rules/no-intl-prop.mjs';
import restrictedImportExpressions from './eslint-rules/restricted-import-expressions.mjs';

const features = ['account', 'selector', 'player', 'overview'];
// Each feature's rooms from the top down, and its entry's files at the feature's root (docs/architecture.md
// §2): a room may import the rooms after it, never those before it nor the entry.
const ROOM_ORDER = {
  account: { rooms: ['sign-in', 'password', 'idle', 'form'], entry: ['signed-in-chrome'] },
  selector: { rooms: ['players', 'zones'], entry: ['selector-area'] },
  overview: {
    rooms: ['activity', 'summary', 'sites', 'bulk', 'fleet'],
    entry: [
      'overview-screen',
      'overview-menu',
      'overview-loaded',
      'overview-frame',
      'overview-layout',
      'overview-link',
      'overview-sites',
      'overview-actions',
    ],
  },
  player: { rooms: ['area', 'library', 'now-playing', 'zone-settings', 'frame', 'zone'], entry: [] },
};
// The service's rooms from the top down, and the composition root with the entries that start it.
const SERVER_ROOMS = ['faults', 'api', 'fleet', 'hub', 'http', 'auth'];
const SERVER_ENTRIES = ['app', 'start', 'dev', 'env', 'build-check'];
// Rooms that more than one feature shows (the impersonation banner on every signed-in page, its dialog on
// the player list): below the features, they import none of them.
const sharedRooms = ['impersonation'];
// embed/ (the host-page contract: mount, the element, the loader) sits above app/: only the entries
// (src/boot/) and embed/ itself import it.
// The same boundaries hold for lazy imports (`import('…')`), which the core rule does not check.
const restrict = (patterns, siblings = []) => {
  const options = [
    'error',
    {
      patterns: [
        { group: [...patterns, '**/embed/**'] },
        // A feature reaches another by a relative path with no `features/` in it (`../../selector/players/texts`).
        ...(siblings.length > 0
          ? [
              {
                regex: `^(\\.\\./)+(features/)?(${siblings.join('|')})(/|$)`,
                message: 'A feature imports no other feature (docs/architecture.md §2).',
              },
            ]
          : []),
      ],
    },
  ];
  return { 'no-restricted-imports': options, 'local/no-restricted-import-expressions': options };
};
// The project's own rules (eslint-rules/).
const local = {
  rules: {
    'expect-settled-values': expectSettledValues,
    'no-fixed-waits': noFixedWaits,
    'no-intl-prop': noIntlProp,
    'no-restricted-import-expressions': restrictedImportExpressions,
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'coverage/**',
      'node_modules/**',
      'reports/**',
      'screenshots/**',
      'src/ui/icons/paths.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { plugins: { local } },
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'eslint-rules/*.mjs'],
          // The root's and scripts/ tool files (about ten small ones) have no tsconfig of their own.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 20,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'rxjs-x': rxjsX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...rxjsX.configs.recommended.rules,
      'rxjs-x/no-exposed-subjects': 'error',
      'rxjs-x/no-ignored-subscription': 'error',
      'rxjs-x/throw-error': 'error',
      'rxjs-x/no-sharereplay': ['error', { allowConfig: true }],
      // Components and hooks read intl with useIntl() (docs/architecture.md §2, texts and styles).
      'local/no-intl-prop': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Read time from the injected scheduler (scheduler.now()).',
        },
      ],
    },
  },
  // Sizes (docs/architecture.md §2): a function or component reads in one sitting, a module in one pass.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 150 }],
      'max-lines': ['error', { max: 300 }],
    },
  },
  // The one exception: the range field, one control whose keyboard, pointer and live-value handling
  // belong together.
  { files: ['src/ui/range-field.tsx'], rules: { 'max-lines': 'off' } },
  {
    files: ['src/lib/**'],
    rules: restrict([
      'react',
      'react-dom',
      'styled-components',
      '**/features/**',
      '**/app/**',
      '**/ui/**',
      '**/hooks/**',
      '**/routing/**',
      '**/boot/**',
    ]),
  },
  {
    files: ['src/ui/**', 'src/hooks/**'],
    rules: restrict(['**/features/**', '**/routing/**', '**/app/**', '**/boot/**']),
  },
  { files: ['src/app/**'], rules: restrict(['**/boot/**']) },
  {
    files: ['src/config/**'],
    rules: restrict(['**/features/**', '**/app/**', '**/routing/**', '**/boot/**']),
  },
  { files: ['src/routing/**'], rules: restrict(['**/app/**', '**/boot/**']) },
  ...sharedRooms.map((name) => {
    const others = [...features, ...sharedRooms.filter((other) => other !== name)];
    return {
      files: [`src/features/${name}/**`],
      rules: restrict(
        ['**/routing/**', '**/app/**', '**/boot/**', ...others.map((other) => `**/features/${other}/**`)],
        others,
      ),
    };
  }),
  ...features.flatMap((name) => {
    const others = features.filter((other) => other !== name);
    const outside = [
      '**/routing/**',
      '**/app/**',
      '**/boot/**',
      ...others.map((other) => `**/features/${other}/**`),
    ];
    // Inside a feature, too, imports run one way (docs/architecture.md §2): a room imports none of the
    // rooms above it in ROOM_ORDER, nor the feature's entry at its root.
    const order = ROOM_ORDER[name] ?? { rooms: [], entry: [] };
    return [
      { files: [`src/features/${name}/**`], rules: restrict(outside, others) },
      ...order.rooms.map((room, i) => ({
        files: [`src/features/${name}/${room}/**`],
        rules: restrict(
          [
            ...outside,
            ...order.rooms.slice(0, i).flatMap((above) => [`../${above}`, `../${above}/*`]),
            ...order.entry.map((file) => `../${file}`),
          ],
          others,
        ),
      })),
    ];
  }),
  // The local service's rooms, from the top down (server/README.md): a room imports the rooms after it and
  // the shared files at server/'s root, never a room before it nor the composition root (app.ts and the
  // entries that start it).
  ...SERVER_ROOMS.map((room, i) => ({
    files: [`server/${room}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...SERVER_ROOMS.slice(0, i), ...SERVER_ENTRIES].flatMap((above) => [
                `../${above}`,
                `../${above}/*`,
              ]),
              message: 'A room of the service imports only the rooms below it (server/README.md).',
            },
          ],
        },
      ],
    },
  })),
  {
    // Tests assert on settled values, wait for states rather than fixed times, and are never skipped (a
    // test that cannot fail is a bug).
    files: ['test/**/*.{ts,tsx}'],
    plugins: { jest: jestPlugin },
    rules: {
      'local/expect-settled-values': 'error',
      'local/no-fixed-waits': 'error',
      'jest/valid-expect': ['error', { alwaysAwait: true }],
      'jest/no-disabled-tests': 'error',
      'jest/no-focused-tests': 'error',
      'jest/no-standalone-expect': 'error',
    },
  },
  {
    files: ['test/**', 'server/**', 'scripts/**', '*.js', '*.mjs'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
  },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { console: 'readonly', process: 'readonly' } } },
);

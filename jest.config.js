/** Jest: unit/component/integration tests ("unit") and browser tests ("e2e", real Chromium). */
const os = require('node:os');
const esm = [
  'ky',
  'jose',
  'content-disposition',
  'wouter',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'regexparam',
  'mitt',
  'use-sync-external-store',
];
// SWC turns TypeScript, TSX and the ES modules above into CommonJS without type checking (the build's
// typecheck does that): a fresh clone's run transforms every file once, and SWC does it several times
// faster than the TypeScript compiler.
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = {
  '^.+\\.tsx?$': swc('typescript'),
  '^.+\\.(m?js|jsx)$': swc('ecmascript'),
};
const transformIgnorePatterns = [`node_modules/(?!(${esm.join('|')})/)`];
module.exports = {
  // One worker more than the machine has cores, shared by both projects: Jest runs each runner's files as
  // one batch, and both projects use the default runner, so the unit and browser files run side by side.
  // A browser file waits much of its time on its page and its service, so one worker per core left about a
  // quarter of a 2-core machine idle through the run; the extra worker fills it. Each worker has a local
  // service of its own for its browser files (test/e2e/global-setup.ts).
  maxWorkers: os.availableParallelism() + 1,
  // Above the component tests' longest wait for a screen state (asyncUtilTimeout in test/support/setup.ts)
  // and the longest wait of test/support/until.ts: a hang guard, generous for a busy machine. A run-wide
  // option (Jest reads no testTimeout of a project); the browser tests set their own in their setup file.
  testTimeout: 15_000,
  // The default output, then each project's wall time and test count at the end of the run, and the
  // browser tests' slowest files.
  reporters: ['default', ['<rootDir>/jest-project-times.js', { slowestOf: ['e2e'] }]],
  projects: [
    {
      displayName: 'unit',
      testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/test/e2e/'],
      testEnvironment: '<rootDir>/jest-node-environment.js',
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
    },
    {
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      testEnvironment: '<rootDir>/jest-node-environment.js',
      // playwright-core loaded once per worker, not once per file (jest-node-environment.js).
      testEnvironmentOptions: { sharedModules: ['playwright-core'] },
      moduleNameMapper: { '^playwright-core$': '<rootDir>/test/support/shared-module.ts' },
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/test/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setup.ts'],
    },
  ],
};

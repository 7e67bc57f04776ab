/**
 * Stands in for a module the project shares across its test files (`testEnvironmentOptions.sharedModules`
 * in jest.config.js): the one the worker loaded (jest-node-environment.js). Jest's `moduleNameMapper`
 * sends the module's name here; this file only knows the mapping's one name, `playwright-core`.
 */
const shared = (globalThis as { __sharedModules?: Record<string, unknown> }).__sharedModules;
if (!shared?.['playwright-core'])
  throw new Error('playwright-core is not shared with this file: see jest-node-environment.js');
module.exports = shared['playwright-core'];

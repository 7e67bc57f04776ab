const NodeEnvironment = require('../jest-node-environment.js') as new (
  config: unknown,
  context: unknown,
) => { global: Record<string, unknown>; teardown(): Promise<void> };
const jestConfig = require('../jest.config.js') as {
  projects: {
    displayName: string;
    testEnvironmentOptions?: { sharedModules?: string[] };
    moduleNameMapper?: Record<string, string>;
  }[];
};

/** A test environment of a project sharing `sharedModules`. */
const environment = (sharedModules?: string[]) =>
  new NodeEnvironment(
    {
      globalConfig: {},
      projectConfig: { testEnvironmentOptions: sharedModules ? { sharedModules } : {}, globals: {} },
    },
    { console, docblockPragmas: {}, testPath: __filename },
  );

describe("the test environment's shared modules (jest-node-environment.js)", () => {
  it('hands every test file of the worker the one copy it loaded once', async () => {
    const first = environment(['rxjs']);
    const second = environment(['rxjs']);
    const shared = (env: typeof first) => (env.global['__sharedModules'] as Record<string, unknown>)['rxjs'];
    expect(shared(first)).toBeDefined();
    expect(shared(second)).toBe(shared(first));
    await Promise.all([first.teardown(), second.teardown()]);
  });

  it('shares nothing with a project that names no module', async () => {
    const env = environment();
    expect(env.global['__sharedModules']).toBeUndefined();
    await env.teardown();
  });

  it('the browser tests share playwright-core and map its name onto the module that returns it', () => {
    const e2e = jestConfig.projects.find((p) => p.displayName === 'e2e');
    expect(e2e?.testEnvironmentOptions?.sharedModules).toEqual(['playwright-core']);
    expect(e2e?.moduleNameMapper).toEqual({
      '^playwright-core$': '<rootDir>/test/support/shared-module.ts',
    });
  });

  it('the stand-in module refuses a file the module is not shared with', () => {
    jest.isolateModules(() => {
      expect(() => require('./support/shared-module')).toThrow(/not shared/);
    });
  });
});

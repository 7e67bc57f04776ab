/**
 * Jest's node environment, plus: the timers a test file leaves behind end with it. The official
 * `@azure/web-pubsub-client` (the conformance peer of the hub tests and the fleet's players) sleeps
 * one more period in its sequence-ack and keep-alive loops after `stop()`, with no way to cancel the
 * sleep; such a timer would keep the worker (or, for the browser tests, Jest itself) alive after the
 * run, and Jest would report that it had to force the exit. At teardown, after the file's own
 * `afterAll` hooks have closed what they opened, the timeouts and intervals it created and left
 * pending are cleared. Registered as both projects' `testEnvironment` in jest.config.js.
 */
const { TestEnvironment } = require('jest-environment-node');

/**
 * Modules a project names in `testEnvironmentOptions.sharedModules`, loaded once per worker by Node's own
 * `require` (outside Jest's per-file module registry) and handed to each test file as
 * `globalThis.__sharedModules[name]`; the project maps the name onto `test/support/shared-module.ts`,
 * which returns them. A browser-test file otherwise evaluates all of `playwright-core` anew (about half a
 * second of CPU each, over 60 files a run). Only for modules whose objects the tests do not compare by
 * constructor, since they come from this worker's realm, not the file's.
 */
const sharedModules = new Map();
const shared = (names) =>
  Object.fromEntries(
    names.map((name) => {
      if (!sharedModules.has(name)) sharedModules.set(name, require(name));
      return [name, sharedModules.get(name)];
    }),
  );

class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = config.projectConfig.testEnvironmentOptions?.sharedModules ?? [];
    if (names.length > 0) this.global.__sharedModules = shared(names);
    /** Timers created by the file and not yet fired (timeouts) or cleared. */
    const pending = new Set();
    this.pendingTimers = pending;
    const global = this.global;
    const { setTimeout, clearTimeout, setInterval, clearInterval } = global;
    global.setTimeout = function (callback, ...rest) {
      const timer = setTimeout(
        function (...args) {
          pending.delete(timer);
          return typeof callback === 'function' ? callback.apply(this, args) : undefined;
        },
        ...rest,
      );
      pending.add(timer);
      return timer;
    };
    global.clearTimeout = (timer) => {
      pending.delete(timer);
      return clearTimeout(timer);
    };
    global.setInterval = (...args) => {
      const timer = setInterval(...args);
      pending.add(timer);
      return timer;
    };
    global.clearInterval = (timer) => {
      pending.delete(timer);
      return clearInterval(timer);
    };
    this.clearTimer = (timer) => (clearTimeout(timer), clearInterval(timer));
  }

  async teardown() {
    for (const timer of this.pendingTimers) this.clearTimer(timer);
    this.pendingTimers.clear();
    await super.teardown();
  }
}

module.exports = NodeEnvironment;

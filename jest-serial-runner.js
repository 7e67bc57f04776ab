/**
 * Jest's default runner, serial: the browser tests' files run one after another (in band) because they
 * share one local service, its demo fleet and its fault switches (test/e2e/global-setup.ts), while the
 * unit project's files use every worker. Jest runs each runner's files as a batch, so the unit files
 * run in parallel first and the browser files after them. Registered as the e2e project's `runner` in
 * jest.config.js.
 */
const { default: TestRunner } = require('jest-runner');

class SerialTestRunner extends TestRunner {
  /** Read by Jest's scheduler: this runner's files never run in parallel. */
  isSerial = true;
}

module.exports = SerialTestRunner;

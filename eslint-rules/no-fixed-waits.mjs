/**
 * Lint rule `local/no-fixed-waits`: a test waits for a state (test/support/until.ts, a Playwright
 * locator's `waitFor`, an observable's value), never for a fixed time. A fixed wait is too short on a
 * busy machine and too long on a quiet one, and it shows nothing about what the test then asserts.
 *
 * Reported:
 * - any call of a `waitForTimeout` method (Playwright's fixed wait);
 * - a sleep on the real timers: `setTimeout(…, n)` with a literal delay `n` above 0 inside a
 *   `new Promise(…)` executor, and the promise form of `node:timers/promises` (`setTimeout(n)`, under
 *   any local name) with a literal delay above 0.
 * A timer of a fake clock (`jest.advanceTimersByTime`, a scheduler's `schedule`) is no wait and is not
 * reported, nor is a delay that is not a literal (a fake service's simulated latency, a poll's pace).
 */

/** True when `node` is a number literal above 0 (a fixed delay written out). */
const literalDelay = (node) => node?.type === 'Literal' && typeof node.value === 'number' && node.value > 0;

/** True when `node` sits inside the executor of a `new Promise(…)`. */
function inPromiseExecutor(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (
      (current.type === 'ArrowFunctionExpression' || current.type === 'FunctionExpression') &&
      current.parent?.type === 'NewExpression' &&
      current.parent.callee.type === 'Identifier' &&
      current.parent.callee.name === 'Promise' &&
      current.parent.arguments[0] === current
    )
      return true;
  }
  return false;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Tests wait for states, never for a fixed time.' },
    messages: {
      waitForTimeout:
        'waitForTimeout waits a fixed time: wait for the state the test then asserts (a locator, until()).',
      sleep:
        'A fixed sleep of {{ms}} ms: wait for the state the test then asserts (until() in test/support/until.ts).',
    },
    schema: [],
  },
  create(context) {
    /** Local names of `setTimeout` from `node:timers/promises` (or `timers/promises`). */
    const promiseTimers = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'node:timers/promises' && node.source.value !== 'timers/promises') return;
        for (const spec of node.specifiers)
          if (spec.type === 'ImportSpecifier' && spec.imported.name === 'setTimeout')
            promiseTimers.add(spec.local.name);
      },
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'waitForTimeout'
        ) {
          context.report({ node, messageId: 'waitForTimeout' });
          return;
        }
        if (callee.type !== 'Identifier') return;
        if (promiseTimers.has(callee.name) && literalDelay(node.arguments[0])) {
          context.report({ node, messageId: 'sleep', data: { ms: String(node.arguments[0].value) } });
          return;
        }
        if (callee.name === 'setTimeout' && literalDelay(node.arguments[1]) && inPromiseExecutor(node))
          context.report({ node, messageId: 'sleep', data: { ms: String(node.arguments[1].value) } });
      },
    };
  },
};

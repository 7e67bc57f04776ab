/**
 * Lint rule `local/expect-settled-values`: an assertion must look at a value, not at a promise, a Playwright
 * locator or a function that stands for one. `expect(page.getByText('x')).toBeTruthy()` passes for any
 * locator, and `expect(fetchThing()).toBeDefined()` passes for any promise; both assert nothing.
 *
 * Reported:
 * - `expect(x)` where `x` is a thenable (a Promise) or a Playwright `Locator`, unless the chain goes through
 *   `.resolves` / `.rejects`;
 * - `expect(fn)` with a function, when the matcher only checks existence or truthiness (`toBeTruthy`,
 *   `toBeDefined`, `toBeFalsy`, `toBeUndefined`, `toBeNull`);
 * - `await expect(x).matcher()` without `.resolves` / `.rejects`: the `await` shows the author expected an
 *   asynchronous value that the matcher never waits for.
 * Needs typed linting (parserOptions.projectService).
 */
const TRUTHINESS = new Set(['toBeTruthy', 'toBeDefined', 'toBeFalsy', 'toBeUndefined', 'toBeNull']);

/** The `expect(...)` call at the root of a matcher chain, with the names along the chain. */
function expectChain(node) {
  const names = [];
  let current = node;
  while (current) {
    if (
      current.type === 'CallExpression' &&
      current.callee.type === 'Identifier' &&
      current.callee.name === 'expect'
    ) {
      return { call: current, names };
    }
    if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'MemberExpression') {
      if (current.property.type === 'Identifier') names.push(current.property.name);
      current = current.object;
    } else return null;
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Assertions must check settled values, not promises, locators or functions.' },
    messages: {
      promise:
        'This asserts on a {{kind}}, which is always there: await the value first, or use .resolves/.rejects.',
      fn: 'This asserts that a function exists: call it, or assert on what it returns.',
      awaited:
        'This awaits a synchronous matcher: await the value inside expect(), or use .resolves/.rejects.',
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const checker = services?.program?.getTypeChecker();
    const kindOf = (expression) => {
      if (!checker) return null;
      const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(expression));
      const parts = type.isUnion() ? type.types : [type];
      for (const part of parts) {
        const name = part.getSymbol()?.getName() ?? part.aliasSymbol?.getName();
        if (name === 'Locator') return 'Playwright locator';
        if (part.getProperty('then') && name !== 'Array') return 'promise';
        if (part.getCallSignatures().length > 0) return 'function';
      }
      return null;
    };
    return {
      CallExpression(node) {
        // Only the outermost call of a chain: expect(x).not.toBe(y) → the `toBe(...)` call.
        if (node.parent.type === 'MemberExpression' && node.parent.object === node) return;
        const chain = expectChain(node);
        if (!chain || chain.call === node) return;
        const settled = chain.names.includes('resolves') || chain.names.includes('rejects');
        const argument = chain.call.arguments[0];
        if (!settled && argument) {
          const kind = kindOf(argument);
          const matcher = chain.names[0];
          if (kind === 'promise' || kind === 'Playwright locator') {
            context.report({ node: argument, messageId: 'promise', data: { kind } });
            return;
          }
          if (kind === 'function' && TRUTHINESS.has(matcher)) {
            context.report({ node: argument, messageId: 'fn' });
            return;
          }
        }
        if (!settled && node.parent.type === 'AwaitExpression')
          context.report({ node, messageId: 'awaited' });
      },
    };
  },
};

/**
 * Lint rule `local/no-restricted-import-expressions`: the import boundaries of `no-restricted-imports`, for
 * lazy imports too. ESLint's core rule checks `import … from` and `export … from` but not `import('…')`, so a
 * lazy import could reach a room above its own unseen. This rule takes the core rule's options and hands it
 * each `import()` whose source is a plain string, as if it were an `import … from` of that module.
 */
import { builtinRules } from 'eslint/use-at-your-own-risk';

const core = builtinRules.get('no-restricted-imports');

/** The module an `import()` names, when it is a string literal or a template literal without expressions. */
function sourceOf(node) {
  const { source } = node;
  if (source.type === 'Literal' && typeof source.value === 'string') return source;
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0) {
    return { ...source, type: 'Literal', value: source.quasis[0].value.cooked };
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Apply the no-restricted-imports boundaries to import() expressions.' },
    schema: core.meta.schema,
    messages: core.meta.messages,
  },
  create(context) {
    const checks = core.create(context);
    return {
      ImportExpression(node) {
        const source = sourceOf(node);
        if (!source) return;
        checks.ImportDeclaration({
          type: 'ImportDeclaration',
          source,
          specifiers: [],
          importKind: 'value',
          loc: node.loc,
          range: node.range,
          parent: node.parent,
        });
      },
    };
  },
};

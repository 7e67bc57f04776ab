/**
 * Lint rule `local/no-intl-prop`: a component or hook reads react-intl's `IntlShape` with `useIntl()`,
 * never from its props or arguments (docs/architecture.md §2, texts and styles). Passing `intl` down
 * makes every part between the screen and the text carry it, and a part rendered alone (a test, a
 * lazy chunk) needs a caller to hand it over.
 *
 * Reported:
 * - a property typed `IntlShape` in a type or interface (a component's props, inline or named);
 * - a JSX attribute `intl` (`<Card intl={intl} />`);
 * - a parameter typed `IntlShape` of a hook (a function named `use` and a capital: `useOverviewLink`).
 * A plain function that words a thing outside React (`alertText(intl, alert)`) takes the `IntlShape` as
 * an argument and is not reported.
 */

/** True when `annotation` (a TSTypeAnnotation) names `IntlShape`, plain or as `Readonly<IntlShape>`. */
function namesIntlShape(annotation) {
  const type = annotation?.typeAnnotation;
  if (type?.type !== 'TSTypeReference') return false;
  if (type.typeName.type === 'Identifier' && type.typeName.name === 'IntlShape') return true;
  const args = type.typeArguments?.params ?? [];
  return args.some((arg) => namesIntlShape({ typeAnnotation: arg }));
}

/** The name of the function `node` declares or is assigned to, or undefined. */
function functionName(node) {
  if (node.id?.type === 'Identifier') return node.id.name;
  if (node.parent?.type === 'VariableDeclarator' && node.parent.id.type === 'Identifier')
    return node.parent.id.name;
  return undefined;
}

const HOOK = /^use[A-Z]/;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Components and hooks read intl with useIntl(), not from props or arguments.' },
    messages: {
      prop: 'A property typed IntlShape: the component reads it with useIntl() (docs/architecture.md §2).',
      attribute: 'An intl attribute: the component reads intl with useIntl() (docs/architecture.md §2).',
      hookArgument:
        'The hook {{name}} takes an IntlShape: it reads it with useIntl() (docs/architecture.md §2).',
    },
    schema: [],
  },
  create(context) {
    /** Reports the parameters typed IntlShape of `node` when it is a hook. */
    function checkHook(node) {
      const name = functionName(node);
      if (!name || !HOOK.test(name)) return;
      for (const param of node.params) {
        const target = param.type === 'AssignmentPattern' ? param.left : param;
        if (namesIntlShape(target.typeAnnotation))
          context.report({ node: param, messageId: 'hookArgument', data: { name } });
      }
    }
    return {
      TSPropertySignature(node) {
        if (namesIntlShape(node.typeAnnotation)) context.report({ node, messageId: 'prop' });
      },
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'intl')
          context.report({ node, messageId: 'attribute' });
      },
      FunctionDeclaration: checkHook,
      FunctionExpression: checkHook,
      ArrowFunctionExpression: checkHook,
    };
  },
};

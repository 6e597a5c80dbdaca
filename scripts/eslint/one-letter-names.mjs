// The naming rule of docs/CONTRIBUTING.md, enforced: a name says what it holds, so no one-letter names
// for variables, functions, classes, parameters or catch parameters. Allowed where a name of one letter
// reads best: the parameters of a tiny lambda (an arrow function whose body is one expression,
// `(a, b) => a - b`), the counters i/j/k of a `for` loop, and `_` for what is unused.
// Type parameters (`<T>`) are not names of values and are not checked.

const COUNTERS = new Set(['i', 'j', 'k']);

/** The identifiers a binding pattern declares (`{ a, b: [c] }` → a, c). */
function* boundNames(pattern) {
  if (!pattern) return;
  switch (pattern.type) {
    case 'Identifier':
      yield pattern;
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties) yield* boundNames(property.type === 'RestElement' ? property.argument : property.value);
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) yield* boundNames(element);
      break;
    case 'RestElement':
      yield* boundNames(pattern.argument);
      break;
    case 'AssignmentPattern':
      yield* boundNames(pattern.left);
      break;
    case 'TSParameterProperty':
      yield* boundNames(pattern.parameter);
      break;
  }
}

const tinyLambda = (fn) => fn.type === 'ArrowFunctionExpression' && fn.body.type !== 'BlockStatement';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'No one-letter names outside tiny lambdas, for-loop counters and `_`.' },
    schema: [],
    messages: { oneLetter: "'{{name}}' is one letter: name what it holds ({{where}})." },
  },
  create(context) {
    const check = (pattern, where, allowed = () => false) => {
      for (const id of boundNames(pattern)) {
        if (id.name.length !== 1 || id.name === '_' || allowed(id.name)) continue;
        context.report({ node: id, messageId: 'oneLetter', data: { name: id.name, where } });
      }
    };
    const checkFunction = (fn) => {
      if (fn.id) check(fn.id, 'function');
      if (!tinyLambda(fn)) for (const param of fn.params) check(param, 'parameter');
    };
    return {
      VariableDeclarator(node) {
        const declaration = node.parent;
        const counter = declaration.parent?.type === 'ForStatement' && declaration.parent.init === declaration;
        check(node.id, 'variable', (name) => counter && COUNTERS.has(name));
      },
      FunctionDeclaration: checkFunction,
      FunctionExpression: checkFunction,
      ArrowFunctionExpression: checkFunction,
      CatchClause(node) {
        check(node.param, 'catch parameter');
      },
      ClassDeclaration(node) {
        check(node.id, 'class');
      },
    };
  },
};

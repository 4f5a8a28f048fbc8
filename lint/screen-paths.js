/**
 * A screen's path is written once, in `frontend/src/lib/paths.ts` (issue 22): the router mounts its
 * pattern, and links, redirects and navigations go to its href. So a path literal given where the
 * app navigates (a `href`, `to`, `path` or `backTo`; the first argument of `navigate` or
 * `setLocation`) is reported. `/api/` paths are api-paths.js's; tests may spell paths as a
 * member's browser would. `lint/screen-paths.test.ts` proves the rule fires.
 */
const NAVIGATING_PROPS = new Set(['href', 'to', 'path', 'backTo']);
const NAVIGATING_CALLS = new Set(['navigate', 'setLocation']);

/** Protocol-relative URLs lead to other sites; API paths have a rule of their own. */
const isScreenPath = (text) => text.startsWith('/') && !text.startsWith('//') && !/^\/api(\/|$)/.test(text);

/** The text a literal starts with, or undefined for anything computed. */
const leadingText = (node) => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis[0].value.cooked ?? '';
  return undefined;
};

const nameOf = (node) => (node.type === 'Identifier' || node.type === 'JSXIdentifier' ? node.name : node.type === 'Literal' ? node.value : undefined);

const noScreenPathLiterals = {
  meta: { type: 'problem', messages: { screenPath: 'Screen path "{{path}}" is written outside frontend/src/lib/paths.ts: go to the screen through `paths`.' } },
  create(context) {
    const check = (node) => {
      const text = leadingText(node);
      if (text !== undefined && isScreenPath(text)) context.report({ node, messageId: 'screenPath', data: { path: text } });
    };
    return {
      JSXAttribute(node) {
        if (!NAVIGATING_PROPS.has(nameOf(node.name))) return;
        check(node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value);
      },
      // Also a destructured prop's default: `{ backTo = '/' }`.
      Property(node) {
        if (node.computed || !NAVIGATING_PROPS.has(nameOf(node.key))) return;
        check(node.value.type === 'AssignmentPattern' ? node.value.right : node.value);
      },
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        if (NAVIGATING_CALLS.has(nameOf(callee))) check(node.arguments[0]);
      },
    };
  },
};

export const screenPaths = [
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'frontend/src/lib/paths.ts'],
    plugins: { 'sankofa-screens': { rules: { 'no-screen-path-literals': noScreenPathLiterals } } },
    rules: { 'sankofa-screens/no-screen-path-literals': 'error' },
  },
];

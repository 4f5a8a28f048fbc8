/**
 * A route's path is written once, in its contract (`@sankofa/contracts`): the servers mount the
 * contract and the browser calls it, so no source outside contracts spells an `/api/` path.
 * Tests still call the API by its literal paths, as a client would. `lint/api-paths.test.ts`
 * proves the rule fires.
 */
const API_PATH = /^\/api(\/|$)/;

const noApiPathLiterals = {
  meta: { type: 'problem', messages: { apiPath: 'Path "{{path}}" is written outside its contract: mount or call the route contract from @sankofa/contracts instead.' } },
  create(context) {
    const report = (node, path) => context.report({ node, messageId: 'apiPath', data: { path } });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && API_PATH.test(node.value)) report(node, node.value);
      },
      TemplateLiteral(node) {
        const start = node.quasis[0].value.cooked ?? '';
        if (API_PATH.test(start)) report(node, `${start}…`);
      },
    };
  },
};

export const apiPaths = [
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'command-api/src/**/*.ts', 'query-api/src/**/*.ts', 'server-kit/src/**/*.ts', 'adapters/src/**/*.ts', 'bin/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/testing.ts'],
    plugins: { 'sankofa-routes': { rules: { 'no-api-path-literals': noApiPathLiterals } } },
    rules: { 'sankofa-routes/no-api-path-literals': 'error' },
  },
];

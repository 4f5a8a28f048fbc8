/**
 * The layout's import boundaries (docs: ARCHITECTURE.md section 1), as ESLint config blocks.
 * Each package may import only the packages the layout allows, and only through their declared
 * entry points (package.json "exports"). `lint/boundaries.test.ts` proves each boundary fails.
 *
 * Uses `@typescript-eslint/no-restricted-imports`, not the built-in rule of the same name, so that
 * another block restricting imports for its own reason (e.g. no HTTP in deciders) does not replace
 * these: in flat config the last block setting a rule wins for a file.
 */

const PACKAGES = ['events', 'server-kit', 'adapters', 'command-api', 'projections', 'query-api', 'contracts', 'frontend'];

/** A relative path into another package's sources skips its entry points: never allowed. */
const noRelativeReach = {
  regex: `^(\\.\\./)+(${PACKAGES.join('|')})/src/`,
  message: "Import another package by its name and a declared entry point, not by a relative path into its sources.",
};

const restrict = (...patterns) => ['error', { patterns: [noRelativeReach, ...patterns] }];

const onlyOurs = (allowed, why) => ({
  regex: `^@sankofa/(?!(${allowed.join('|')})(/|$))`,
  message: why,
});

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict() },
  },
  {
    files: ['events/**'],
    ignores: TESTS,
    rules: { '@typescript-eslint/no-restricted-imports': restrict(onlyOurs([], 'The event log imports nothing of ours.')) },
  },
  {
    // Its tests run the PostgreSQL adapter on a test database the server plumbing provides.
    files: TESTS.map((glob) => `events/${glob}`),
    rules: { '@typescript-eslint/no-restricted-imports': restrict(onlyOurs(['server-kit'], 'The event log imports nothing of ours; its tests, the server plumbing.')) },
  },
  {
    files: ['contracts/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(onlyOurs([], 'The wire contracts import nothing of ours.')) },
  },
  {
    files: ['server-kit/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(onlyOurs(['events', 'contracts'], 'Server plumbing imports only the event log and the wire contracts.')) },
  },
  {
    files: ['adapters/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(onlyOurs(['server-kit'], 'The adapters to outside services import only the server plumbing.')) },
  },
  {
    files: ['frontend/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(onlyOurs(['contracts'], 'The frontend imports only @sankofa/contracts.')) },
  },
  {
    files: ['command-api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        onlyOurs(
          ['events', 'server-kit', 'contracts', 'adapters/(media|messaging|payments|translation|safety-models)'],
          'The write side imports only the event log, the contracts, the server plumbing and the media, messaging, payments, translation and safety-models adapters: never the read side.',
        ),
      ),
    },
  },
  {
    files: ['projections/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        // The analytics tally counts revenue at the premium price; the push notifier sends through the push adapter.
        onlyOurs(['events', 'server-kit', 'adapters/(payments|push)'], 'Projections import only the event log, the server plumbing and the payments and push adapters.'),
      ),
    },
  },
  {
    files: ['query-api/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        onlyOurs(
          ['events', 'server-kit', 'contracts', 'adapters/(media|messaging|translation)(?!/testing)', 'projections/(?!testing(/|$))[a-z-]+'],
          "query-api imports the event log, the contracts, the server plumbing, the media, messaging and translation adapters and each projection's read-model entry only; never the write side (its tests may).",
        ),
      ),
    },
  },
  {
    // query-api's tests run the write side and the projection runtime to have something to read.
    files: TESTS.map((glob) => `query-api/${glob}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        onlyOurs(['events', 'server-kit', 'adapters', 'contracts', 'projections', 'command-api'], 'query-api tests import the packages a running system has, never the frontend.'),
      ),
    },
  },
];

import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { apiPaths } from './lint/api-paths.js';
import { boundaries } from './lint/boundaries.js';
import { featureIsolation } from './lint/feature-isolation.js';
import { screenPaths } from './lint/screen-paths.js';
import { typedEvents } from './lint/typed-events.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['bench/**', '**/cli/**', 'bin/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  ...boundaries,
  ...typedEvents,
  ...featureIsolation,
  ...apiPaths,
  ...screenPaths,
);

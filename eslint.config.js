import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'test-results/', 'bench/out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // The browser bundle must never reach server code except through *.server.ts modules
    // and the router-context key (STYLE.md: imports flow common → server → app).
    files: ['app/**/*.{ts,tsx}', 'common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server/(?!context\\.ts$)',
              message: 'Import server code only from a *.server.ts module.',
            },
          ],
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from common/zod.ts: it keeps zod from tripping the browser's CSP.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.server.ts', 'app/**/*.server.test.ts', 'common/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

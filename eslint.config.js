import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which feature (server/features/<name>/) may import which: each may import only the features in
 * the layers before its own, never one in its own layer or after it, so dependencies run one way.
 * Test files may import anything. README "How the code is organised" → Feature boundaries.
 */
const FEATURE_LAYERS = [
  ['field-team', 'guide', 'mail', 'matching', 'places', 'realtime', 'volunteers'],
  ['providers'],
  ['push'],
  ['help-requests'],
  ['maintenance', 'notifications', 'users'],
  ['admin', 'operations'],
];

/** One lint block per feature, forbidding imports of every feature not below it. */
function featureLayerRules(layers) {
  return layers.flatMap((layer, index) => {
    const notBelow = layers.slice(index).flat();
    return layer.map((feature) => ({
      files: [`server/features/${feature}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./|.*/features/)(${notBelow.join('|')})/`,
                message: `${feature} may import only features in earlier layers of FEATURE_LAYERS (eslint.config.js).`,
              },
            ],
          },
        ],
      },
    }));
  });
}

const ZOD_THROUGH_COMMON = {
  name: 'zod',
  allowTypeImports: true,
  message: "Import z from common/zod.ts: it keeps zod from tripping the browser's CSP.",
};

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'test-results/', 'bench/out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type X }` keeps an empty `import {} from` under verbatimModuleSyntax, which
      // would pull a server module into the browser bundle: all-type imports say `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // A promise nobody awaits fails silently; one handed where a callback's result is ignored
    // (an event handler, a forEach) does too. These two rules need the types.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // The browser bundle must never reach server code except through *.server.ts modules and
    // the router-context key (STYLE.md: imports flow common → server → app). Types may come
    // from anywhere in server/: they vanish from the bundle, so view types need no hand copy.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server/(?!context\\.ts$)',
              allowTypeImports: true,
              message: 'Import server values only from a *.server.ts module (import type is fine).',
            },
          ],
          paths: [
            ZOD_THROUGH_COMMON,
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Use Link and NavLink from app/components/link.tsx: they keep the page's language.",
            },
          ],
        },
      ],
    },
  },
  {
    // common/ is shared by the browser and the server, so it imports neither, not even types.
    files: ['common/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(\\.\\./)+(server|app)/', message: 'common/ imports neither server/ nor app/.' }],
          paths: [ZOD_THROUGH_COMMON],
        },
      ],
    },
  },
  {
    files: ['app/**/*.server.ts', 'app/**/*.server.test.ts', 'common/zod.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  ...featureLayerRules(FEATURE_LAYERS),
);

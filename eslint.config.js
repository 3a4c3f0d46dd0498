// Lint, including the layer rule: engine ← manifests ← explain/worker/cli ← state ← ui.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Folders each layer may not import from (relative imports only; the layers are siblings in src/). */
const forbidden = (...layers) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: layers.map((layer) => ({
        group: [`**/${layer}`, `**/${layer}/*`, `**/${layer}/**`],
        message: `This layer must not depend on src/${layer} (see HOUSE_STYLE: dependencies point one way).`,
      })),
    },
  ],
});

const pureGlobals = { ...globals.es2021 };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'docs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    languageOptions: { globals: pureGlobals },
    rules: {
      ...forbidden('manifests', 'explain', 'worker', 'state', 'ui', 'cli', 'share'),
      'no-restricted-globals': [
        'error',
        'setTimeout',
        'fetch',
        'Date',
        'Math.random',
        'window',
        'document',
        'self',
      ],
    },
  },
  {
    files: ['src/manifests/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    languageOptions: { globals: pureGlobals },
    rules: forbidden('explain', 'worker', 'state', 'ui', 'cli', 'share'),
  },
  {
    files: ['src/explain/**/*.ts', 'src/share/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    languageOptions: { globals: pureGlobals },
    rules: forbidden('worker', 'state', 'ui', 'cli'),
  },
  {
    files: ['src/worker/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: forbidden('state', 'ui', 'cli'),
  },
  {
    files: ['src/state/**/*.{ts,tsx}'],
    rules: forbidden('ui', 'cli'),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The UI talks to the engine only through the worker client and the store.
      ...forbidden('cli', 'worker/engine-worker', 'worker/run'),
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text, never HTML.',
        },
      ],
    },
  },
);

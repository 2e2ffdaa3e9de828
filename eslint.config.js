import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.artifacts/**', 'templates/**/dist/**', '**/*.generated.*', 'docs/api/**', '.bench-peers/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type']",
          message: "Use `import * as z from 'zod/mini'`: it tree-shakes; classic zod adds ~25 KB gzip to every app.",
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@connect-modal/*/src/*', '@connect-modal/*/dist/*', '../../*/src/*', '../../../packages/*'],
              message: 'Import another package only through its public exports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'bench/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/headless/src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'headless/core is framework-agnostic.' },
            { name: 'react-dom', message: 'headless/core is framework-agnostic.' },
            { name: 'jotai/react', message: 'headless/core is framework-agnostic.' },
            { name: '@tanstack/react-query', message: 'headless/core is framework-agnostic.' },
          ],
          patterns: [{ group: ['@connect-modal/*/src/*', '../react/*', '../../react/*'], message: 'headless/core must not import React bindings.' }],
        },
      ],
    },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// Every folder of frontend/src/features is a feature: read from disk, so a new one is never unchecked.
const featureFolders = readdirSync(new URL('./frontend/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      // Code flows one way: shared (components, lib, config) -> features -> app/pages.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureFolders.map((feature) => ({
              target: `./frontend/src/features/${feature}`,
              from: './frontend/src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature; compose them in app/ or pages/.',
            })),
            {
              target: ['./frontend/src/components', './frontend/src/lib', './frontend/src/config'],
              from: ['./frontend/src/features', './frontend/src/app', './frontend/src/pages'],
              message: 'Shared code must not depend on features or the app.',
            },
            {
              target: './frontend/src/features',
              from: ['./frontend/src/app', './frontend/src/pages'],
              message: 'Features must not depend on the app layer.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'frontend/tsconfig.json' })],
    },
  },
  {
    // The contract is plain TypeScript both sides run as is: no framework, and no package but the
    // phone-number library its one phone rule needs (issue 27).
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|libphonenumber-js/min$)',
              message:
                'The contract imports nothing but its own files and libphonenumber-js/min (no Nest, React or other package).',
            },
          ],
        },
      ],
    },
  },
  {
    // Test support stays out of the shipped site: only tests may import it (or msw).
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@test/*', 'msw', 'msw/*'],
              message: 'Test support is for tests only (frontend/test): it must not reach the build.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'backend/src/**/*.spec.ts',
      'test/**/*.ts',
      'frontend/src/**/*.test.{ts,tsx}',
      'frontend/test/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.jest } },
  },
);

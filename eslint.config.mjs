import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// Every folder of frontend/src/features is a feature: read from disk, so a new one is never unchecked.
// Frontend features, in two halves: features/site/<feature> (public pages) and features/admin/<feature>.
const featureFolders = ['site', 'admin'].flatMap((half) =>
  readdirSync(new URL(`./frontend/src/features/${half}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${half}/${entry.name}`),
);

// Backend, read from disk likewise (docs/architecture.md): platform/<layer> holds the shared layers,
// site/<feature> and admin/<feature> the features of the two halves.
const backendFolders = (part) =>
  readdirSync(new URL(`./backend/src/${part}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${part}/${entry.name}`);
const backendFeatures = ['site', 'admin'].flatMap(backendFolders);
// platform/ depends on no feature; only the demo seed and the migrations in platform/database write
// features' tables, by design, as app.module composes features.
const PLATFORM_COMPOSERS = ['demo', 'migrations'];
const platformLayers = readdirSync(new URL('./backend/src/platform', import.meta.url)).flatMap((layer) =>
  layer === 'database'
    ? readdirSync(new URL('./backend/src/platform/database', import.meta.url))
        .filter((entry) => !PLATFORM_COMPOSERS.includes(entry))
        .map((entry) => `./backend/src/platform/database/${entry}`)
    : [`./backend/src/platform/${layer}`],
);
/**
 * What a backend feature offers the others: its module, services, entities and decorators (by file
 * name), plus these few files that are shared on purpose. Everything else (DTOs, controllers,
 * helpers) stays inside the feature; a helper two features need belongs in platform/common/.
 */
const BACKEND_SHARED_FILES = {
  'admin/auth': ['username.ts'],
  // The e-mail layout, common texts and the company in each language, for features that compose
  // their own mails and pages (interviews).
  'admin/mail': ['mail-templates.ts', 'mail-texts.ts', 'company-details.ts'],
};
const PUBLIC_FACE = /\.(module|service|entity|decorator)\.ts$/;
function backendPublicFace(feature) {
  return readdirSync(new URL(`./backend/src/${feature}`, import.meta.url), { recursive: true })
    .filter((file) => PUBLIC_FACE.test(file) || (BACKEND_SHARED_FILES[feature] ?? []).includes(file))
    .map((file) => `./${file}`);
}

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
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    // The contract is plain TypeScript both sides run as is: no framework, and no package but the
    // phone-number library its one phone rule needs.
    files: ['packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'packages/contract/tsconfig.json' }),
      ],
      // import-x reads only .js files' imports unless told: without these no-cycle sees no cycle.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      // One file per subject, the index only re-exports: no subject imports the index back.
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|libphonenumber-js/min$)',
              message:
                'The contract imports nothing but its own files and libphonenumber-js/min (no Nest, React or other package).',
            },
            {
              regex: '^\\./index(\\.ts)?$',
              message: 'The index only re-exports: import the subject file itself.',
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
    // A feature touches another's data only through what that feature exports (README, "Backend
    // features"); shared code depends on no feature.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.spec.ts'],
    plugins: { 'import-x': importX },
    rules: {
      // Dependencies point one way, inside a feature as between features.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...backendFeatures.flatMap((feature) =>
              backendFeatures
                .filter((other) => other !== feature)
                .map((other) => ({
                  target: `./backend/src/${feature}`,
                  from: `./backend/src/${other}`,
                  except: backendPublicFace(other),
                  message: `Use what ${other} exports (its module, services, entities, decorators), or move the helper to platform/common/.`,
                })),
            ),
            {
              target: platformLayers,
              from: ['./backend/src/site', './backend/src/admin'],
              message: 'platform/ is shared by every feature and must not depend on one.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'backend/tsconfig.json' })],
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
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

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

// Backend (docs/architecture.md): one folder per business domain, platform/ for the shared machinery,
// and at the top what composes them (app.module.ts, main.ts, app.setup.ts, http-pipeline.module.ts,
// cli/). The domains stand on floors, lowest first: a domain imports platform and the domains of
// the floors below it, never one of its own floor or above, so the import graph between domains
// goes one way. Every folder must be placed: a new domain fails lint until it is given its floor.
const BACKEND_FLOORS = [
  // Renders, queues and sends what the others compose; imports no domain.
  ['mail'],
  ['audit'],
  ['accounts'],
  // site-constants hands mail the company that signs every e-mail.
  ['site-constants', 'retention'],
  ['careers', 'projects', 'enquiries', 'quotes'],
  ['applications'],
  // offers: an application's offers, letters and pre-employment checklist.
  ['interviews', 'reports', 'tracking-links', 'offers'],
  // One candidate per person across applications: the talent pool, tags, HR's additions.
  ['candidates'],
  // The applicant's own side: status links and page, erasure of every copy.
  ['applicants'],
  ['site-rendering'],
];
const BACKEND_TOP = ['cli', 'app.module.ts', 'app.setup.ts', 'http-pipeline.module.ts', 'main.ts'];
const backendSource = (path = '') => `./backend/src/${path}`;
const backendDomains = BACKEND_FLOORS.flat();
const backendFolders = readdirSync(new URL(backendSource(), import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform' && !BACKEND_TOP.includes(entry.name))
  .map((entry) => entry.name);
const unplaced = backendFolders.filter((folder) => !backendDomains.includes(folder));
const vanished = backendDomains.filter((domain) => !backendFolders.includes(domain));
if (unplaced.length > 0 || vanished.length > 0) {
  const problems = [
    ...unplaced.map((folder) => `backend/src/${folder} has no floor: add it where its imports allow`),
    ...vanished.map((domain) => `${domain} is no folder of backend/src: remove it`),
  ];
  throw new Error(`eslint.config.mjs, BACKEND_FLOORS: ${problems.join('; ')}.`);
}
const floorOf = (domain) => BACKEND_FLOORS.findIndex((floor) => floor.includes(domain));
// platform/ depends on no domain; only its migrations, the schema's history, write the domains'
// tables by design (and may use a domain's code, as the MFA secrets' encryption did).
const platformLayers = readdirSync(new URL(backendSource('platform'), import.meta.url)).flatMap((layer) =>
  layer === 'database'
    ? readdirSync(new URL(backendSource('platform/database'), import.meta.url))
        .filter((entry) => entry !== 'migrations')
        .map((entry) => backendSource(`platform/database/${entry}`))
    : [backendSource(`platform/${layer}`)],
);
/**
 * What a domain offers those above it: its module, services, entities and decorators (by file
 * name), plus these few files that are shared on purpose. Everything else (DTOs, controllers,
 * helpers) stays inside the domain; a helper two domains need belongs in platform/common/.
 */
const BACKEND_SHARED_FILES = {
  // The pipeline's stage ranks each status change records, which the reports read back.
  applications: ['pipeline-rank.ts'],
  // The e-mail frame (layout, common texts, the company in each language), for the domains that
  // compose their own e-mails and pages (interviews' answer page).
  mail: ['mail-templates.ts', 'mail-texts.ts', 'company-details.ts'],
};
const PUBLIC_FACE = /\.(module|service|entity|decorator)\.ts$/;
function backendPublicFace(domain) {
  return readdirSync(new URL(backendSource(domain), import.meta.url), { recursive: true })
    .filter((file) => PUBLIC_FACE.test(file) || (BACKEND_SHARED_FILES[domain] ?? []).includes(file))
    .map((file) => `./${file}`);
}
/** The zones that keep a domain's imports pointing down its floors, through the lower domains' faces. */
function backendDomainZones(domain) {
  return backendDomains
    .filter((other) => other !== domain)
    .map((other) =>
      floorOf(other) >= floorOf(domain)
        ? {
            target: backendSource(domain),
            from: backendSource(other),
            message: `${domain} stands ${floorOf(other) > floorOf(domain) ? 'below' : 'beside'} ${other} (BACKEND_FLOORS, eslint.config.mjs): it must not import it. Hand what it needs in at start-up instead (as StatusLinkIssuer, MailSender), or move the code.`,
          }
        : {
            target: backendSource(domain),
            from: backendSource(other),
            except: backendPublicFace(other),
            message: `Use what ${other} exports (its module, services, entities, decorators), or move the helper to platform/common/.`,
          },
    );
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
              // `mobile` (larger metadata, mobile ranges) only in whatsapp-number.ts, its own entry point.
              regex: '^(?!\\./|libphonenumber-js/(min|mobile)$)',
              message:
                'The contract imports nothing but its own files and libphonenumber-js/min or /mobile (no Nest, React or other package).',
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
    // A domain imports only platform and lower domains, through what they export
    // (docs/architecture.md); platform depends on no domain; nothing imports the composition at the top.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.spec.ts'],
    plugins: { 'import-x': importX },
    rules: {
      // Dependencies point one way, inside a domain as between domains.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...backendDomains.flatMap(backendDomainZones),
            {
              target: platformLayers,
              from: backendDomains.map((domain) => backendSource(domain)),
              message: 'platform/ is shared machinery: it must not depend on a domain.',
            },
            {
              target: [...platformLayers, ...backendDomains.map((domain) => backendSource(domain))],
              from: BACKEND_TOP.map((top) => backendSource(top)),
              message:
                'app.module, main, app.setup, http-pipeline.module and cli/ compose the domains: nothing imports them back.',
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

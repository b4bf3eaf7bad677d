// One Jest run, nine projects: `npm run test:unit|test:api|test:security|test:ops|test:resilience|test:browser|test:containers` select among them.
const swcBackend = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
    },
    module: { type: 'commonjs' },
  },
];
const swcFrontend = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2023',
    },
    module: { type: 'commonjs' },
  },
];
// NestJS 12 and file-type ship as ES modules: Jest must transform them to load them.
const esmPackages =
  '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)';
const mswPackages =
  '/node_modules/(?!(msw|@mswjs|@msw|@open-draft|rettime|until-async|cookie|tough-cookie)/)';

module.exports = {
  projects: [
    {
      displayName: 'contract',
      testEnvironment: 'node',
      rootDir: '<rootDir>/packages/contract',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      transform: { '^.+\\.ts$': swcBackend },
    },
    {
      displayName: 'backend-unit',
      testEnvironment: 'node',
      rootDir: '<rootDir>/backend',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.(t|j|mj)s$': swcBackend },
      transformIgnorePatterns: [esmPackages],
    },
    {
      displayName: 'frontend',
      // jsdom plus Node's fetch/Request/Response (RTK Query needs them; jsdom has none).
      testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
      // Node's builds, not the browser's: msw/node intercepts fetch in this process.
      testEnvironmentOptions: { customExportConditions: [''] },
      rootDir: '<rootDir>/frontend',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.(tsx?|jsx?|mjs)$': swcFrontend },
      // msw and the packages it uses ship as ES modules only.
      transformIgnorePatterns: [mswPackages],
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@test/(.*)$': '<rootDir>/test/$1',
        '\\.(css|svg|png|woff2?)$': '<rootDir>/test/file-stub.ts',
      },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      rootDir: '<rootDir>',
      testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts'],
      transform: { '^.+\\.(t|j|mj)s$': swcBackend },
      transformIgnorePatterns: [esmPackages],
      setupFilesAfterEnv: ['<rootDir>/test/support/api-jest-setup.ts'],
      globalSetup: '<rootDir>/test/support/database-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/database-global-teardown.ts',
    },
    {
      // Security: one test per finding, written as the person trying to break the promise would (SQLite and MariaDB).
      displayName: 'security',
      testEnvironment: 'node',
      rootDir: '<rootDir>',
      testMatch: ['<rootDir>/test/security/**/*.security-spec.ts'],
      transform: { '^.+\\.(t|j|mj)s$': swcBackend },
      transformIgnorePatterns: [esmPackages],
      setupFilesAfterEnv: ['<rootDir>/test/support/api-jest-setup.ts'],
      globalSetup: '<rootDir>/test/support/database-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/database-global-teardown.ts',
    },
    {
      // Operations: the built server as a process (health, shutdown, logs), backups, Redis, compose file.
      displayName: 'ops',
      testEnvironment: 'node',
      rootDir: '<rootDir>',
      testMatch: ['<rootDir>/test/ops/**/*.ops-spec.ts'],
      transform: { '^.+\\.(t|j|mj)s$': swcBackend },
      transformIgnorePatterns: [esmPackages],
      setupFilesAfterEnv: ['<rootDir>/test/ops/support/ops-jest-setup.ts'],
    },
    {
      // Faults on purpose against the built server on MariaDB: kill -9, database and Redis outages, fuzzing.
      displayName: 'resilience',
      testEnvironment: 'node',
      rootDir: '<rootDir>',
      testMatch: ['<rootDir>/test/resilience/**/*.resilience-spec.ts'],
      transform: { '^.+\\.(t|j|mj)s$': swcBackend },
      transformIgnorePatterns: [esmPackages],
      setupFilesAfterEnv: ['<rootDir>/test/ops/support/ops-jest-setup.ts'],
      // One MariaDB for the scenarios that do not stop theirs (a database each on it).
      globalSetup: '<rootDir>/test/support/database-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/database-global-teardown.ts',
    },
    {
      // The image built and run with Podman as docs/deploying.md says: one container, the compose stack, replicas.
      displayName: 'containers',
      testEnvironment: 'node',
      rootDir: '<rootDir>',
      testMatch: ['<rootDir>/test/containers/**/*.containers-spec.ts'],
      transform: { '^.+\\.(t|j|mj)s$': swcBackend },
      transformIgnorePatterns: [esmPackages],
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      rootDir: '<rootDir>',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      transform: { '^.+\\.(t|j|mj)s$': swcBackend },
      transformIgnorePatterns: [esmPackages],
      globalSetup: '<rootDir>/test/browser/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/browser/support/global-teardown.ts',
    },
  ],
};

import { rmSync } from 'node:fs';

// Starting the whole app and running the migrations on a fresh MariaDB database takes a few
// seconds on a busy 2-core machine; Jest's 5 s default would fail hooks for no real reason.
jest.setTimeout(60_000);

// Temp folders of apps that failed to start (see api-app.ts), removed once the file is done.
afterAll(() => {
  const leftovers = (globalThis as { __apiTestLeftovers?: Set<string> }).__apiTestLeftovers;
  for (const folder of leftovers ?? []) rmSync(folder, { recursive: true, force: true });
  leftovers?.clear();
});

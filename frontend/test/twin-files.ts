import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Jest's stand-in for src/lib/i18n/twin-files.ts (whose `import.meta.glob` only Vite understands):
 * the same function over the same `*.ar.ts` files, found on disk and loaded with require.
 */
const frontendDir = join(__dirname, '..');

function findTwinSources(): string[] {
  return readdirSync(join(frontendDir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ar.ts'))
    .map((file) =>
      relative(frontendDir, join(frontendDir, 'src', file))
        .split(sep)
        .join('/'),
    );
}

const load = (source: string): Promise<unknown> => import(join(frontendDir, source));

export function loadAllTwinFiles(): Promise<unknown> {
  return Promise.all(findTwinSources().map(load));
}

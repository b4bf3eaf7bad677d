import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './built-server';

/**
 * Every environment variable the backend reads: declared in its config classes (`NAME?:`) or read
 * directly (`process.env.NAME`, or `env.NAME` on the environment a config reader was given).
 */
export function variablesTheBackendReads(): string[] {
  const names = new Set<string>();
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        const source = readFileSync(path, 'utf8');
        if (entry.name.endsWith('.config.ts')) {
          for (const match of source.matchAll(/\b([A-Z][A-Z0-9_]{2,})\?:/g)) names.add(match[1]);
        }
        for (const match of source.matchAll(/\b(?:process\.env|env|environment)\.([A-Z][A-Z0-9_]{2,})/g)) {
          names.add(match[1]);
        }
      }
    }
  };
  visit(join(REPO_ROOT, 'backend', 'src'));
  return [...names].sort();
}

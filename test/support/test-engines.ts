/** The database engines an API test run covers: `TEST_DATABASES=sqlite,mariadb` (the default). */
export type Engine = 'sqlite' | 'mariadb';

const KNOWN_ENGINES: readonly Engine[] = ['sqlite', 'mariadb'];

export function readTestEngines(value: string | undefined = process.env.TEST_DATABASES): Engine[] {
  if (!value || !value.trim()) return [...KNOWN_ENGINES];
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .map((name) => (name === 'mysql' ? 'mariadb' : name));
  const unknown = names.filter((name) => !KNOWN_ENGINES.includes(name as Engine));
  if (unknown.length > 0) {
    throw new Error(`TEST_DATABASES lists unknown engines: ${unknown.join(', ')} (use sqlite, mariadb)`);
  }
  return [...new Set(names as Engine[])];
}

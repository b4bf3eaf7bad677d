import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

type ClassType<T> = new () => T;

/**
 * Turns `process.env` into a typed, validated settings object for one concern. A bad value stops
 * start-up with a message naming each variable, instead of failing later on first use.
 */
export function validateConfig<T extends object>(
  concern: string,
  environmentClass: ClassType<T>,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const settings = plainToInstance(environmentClass, env, { enableImplicitConversion: true });
  const problems = validateSync(settings, { skipMissingProperties: false, whitelist: false });
  if (problems.length > 0) {
    const lines = problems.map((problem) => {
      const reasons = Object.values(problem.constraints ?? {}).join('; ');
      return `  - ${problem.property}: ${reasons}`;
    });
    throw new Error(`Invalid ${concern} configuration:\n${lines.join('\n')}`);
  }
  return settings;
}

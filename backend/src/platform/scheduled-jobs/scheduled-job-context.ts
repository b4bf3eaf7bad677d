import { AsyncLocalStorage } from 'node:async_hooks';

const running = new AsyncLocalStorage<string>();

/** Runs `work` as the scheduled job `name`: what it records (the audit trail) can name the job. */
export function asScheduledJob<T>(name: string, work: () => Promise<T>): Promise<T> {
  return running.run(name, work);
}

/** The scheduled job whose work is running here, if any (null in a request or a command). */
export function runningScheduledJob(): string | null {
  return running.getStore() ?? null;
}

import type { LoggerService } from '@nestjs/common';

/**
 * Nest's own start-up messages: a line per module and per route (over a hundred), which buried the
 * first admin login on a newcomer's terminal. They stay available at `LOG_LEVEL=debug`.
 */
const START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** The application's logger with Nest's start-up chatter moved from `info` to `debug`. */
export class StartUpQuietLogger implements LoggerService {
  constructor(private readonly inner: LoggerService & { debug: NonNullable<LoggerService['debug']> }) {}

  log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) {
      this.inner.debug(message, ...optionalParams);
    } else {
      this.inner.log(message, ...optionalParams);
    }
  }

  error(message: unknown, ...optionalParams: unknown[]): void {
    this.inner.error(message, ...optionalParams);
  }

  warn(message: unknown, ...optionalParams: unknown[]): void {
    this.inner.warn(message, ...optionalParams);
  }

  debug(message: unknown, ...optionalParams: unknown[]): void {
    this.inner.debug(message, ...optionalParams);
  }

  verbose(message: unknown, ...optionalParams: unknown[]): void {
    this.inner.verbose?.(message, ...optionalParams);
  }

  fatal(message: unknown, ...optionalParams: unknown[]): void {
    (this.inner.fatal ?? this.inner.error).call(this.inner, message, ...optionalParams);
  }
}

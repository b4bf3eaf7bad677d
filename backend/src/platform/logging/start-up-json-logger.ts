import type { LoggerService } from '@nestjs/common';
import { pino, type Logger as PinoLogger } from 'pino';
import { defaultLogLevel, LOG_LEVELS } from '../config/app.config';
import { logDestination } from './log-destination';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's logger until the application's own (nestjs-pino) takes over: JSON lines on the same
 * output, so a start-up that fails (a refused setting, a database that never answers) is told in
 * the format log collectors read, not in Nest's coloured text. LOG_LEVEL is read as given, since
 * the configuration itself may be what failed.
 */
export class StartUpJsonLogger implements LoggerService {
  private readonly logger: PinoLogger;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    const wanted = env.LOG_LEVEL ?? defaultLogLevel(env.NODE_ENV);
    const level = (LOG_LEVELS as readonly string[]).includes(wanted) ? wanted : 'info';
    this.logger = pino({ level }, logDestination);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Nest passes the context last (and, for errors, sometimes a stack before it). */
  private write(level: Level, message: unknown, params: unknown[]): void {
    const last = params.at(-1);
    const context = typeof last === 'string' ? last : undefined;
    if (message instanceof Error) this.logger[level]({ context, err: message }, message.message);
    else this.logger[level]({ context }, typeof message === 'string' ? message : JSON.stringify(message));
  }
}

import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { LogLevel } from '../config/config';

export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'sikka' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.passwordHash'],
      censor: '[redacted]',
    },
  });
}

/** Routes Nest's own log lines into the structured logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  /** Nest's start-up chatter (modules, routes) is debug detail, not operations news. */
  log(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, message instanceof Error ? message.message : String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}

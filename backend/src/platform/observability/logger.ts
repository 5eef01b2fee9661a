import { LoggerService } from '@nestjs/common';
import { DefaultLogger, DriverException, LogContext, LoggerNamespace, LoggerOptions } from '@mikro-orm/core';
import pino, { DestinationStream, Logger } from 'pino';
import { LogLevel } from '../config/config';

/**
 * What may never reach a log line, recognisable by shape: argon2 hashes, session cookies and session
 * keys, and mobile numbers (kept to their last two digits). Applied to every finished line.
 */
const SECRET_PATTERNS: [RegExp, (match: string) => string][] = [
  [/\$argon2(?:id|i|d)\$[A-Za-z0-9+/=$,.-]*/g, () => '[redacted hash]'],
  [/\bsid=[^;\s"'\\]+/g, () => 'sid=[redacted]'],
  [/\bsession:[A-Za-z0-9_-]{16,}/g, () => 'session:[redacted]'],
  [/(?<![\w+])(?:\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?!\w)/g, (number) => `[mobile ••${number.slice(-2)}]`],
];

export function scrubSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((scrubbed, [pattern, replace]) => scrubbed.replace(pattern, replace), text);
}

/** Fields of a PostgreSQL error that name what failed without carrying any row's values. */
const SAFE_DATABASE_FIELDS = ['code', 'sqlState', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

type ErrorLike = Error & Record<string, unknown>;

/** MikroORM's exceptions, and PostgreSQL's own errors (their SQLSTATE codes are five characters with a digit). */
function isDatabaseError(error: ErrorLike): boolean {
  if (error instanceof DriverException) return true;
  return typeof error.code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(error.code) && ('severity' in error || 'detail' in error);
}

/**
 * MikroORM's driver errors read "<the SQL with every parameter inlined> - <what PostgreSQL said>
 * - detail: …", and carry PostgreSQL's `detail` ("Failing row contains (…)", "Key (mobile_number)=(…)") — values
 * such as password hashes and mobile numbers. Only PostgreSQL's own sentence and the names of the
 * constraint, table and column are kept.
 */
function serializeDatabaseError(error: ErrorLike): Record<string, unknown> {
  const withoutDetail = error.message.replace(/\n - (detail|hint): [\s\S]*$/, '');
  const separator = withoutDetail.lastIndexOf(' - ');
  const message = separator >= 0 ? withoutDetail.slice(separator + 3) : withoutDetail;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: Record<string, unknown> = { type: error.constructor?.name ?? error.name, message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_DATABASE_FIELDS) if (error[field] !== undefined) serialized[field] = error[field];
  return serialized;
}

/**
 * The `err` serializer: database errors without their SQL parameters, Redis errors without their
 * command's arguments, and causes serialized the same way (not folded into the message).
 */
export function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const error = value as ErrorLike;
  if (isDatabaseError(error)) return serializeDatabaseError(error);
  const withoutCause: ErrorLike = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as ErrorLike, error, {
    name: error.name,
    message: error.message,
    stack: error.stack,
  });
  delete withoutCause.cause;
  const serialized = pino.stdSerializers.err(withoutCause) as unknown as Record<string, unknown>;
  const command = error.command as { name?: unknown } | undefined;
  if (command && typeof command === 'object') serialized.command = { name: command.name };
  if (error.cause !== undefined) serialized.cause = serializeError(error.cause);
  delete serialized.raw;
  return serialized;
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'sikka' },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.headers.cookie',
        '*.password',
        '*.passwordHash',
        '*.sessionId',
        '*.cookie',
      ],
      censor: '[redacted]',
    },
    hooks: { streamWrite: scrubSecrets },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * MikroORM's logger. Query logging is off (orm-config: debug false), but MIKRO_ORM_DEBUG can turn it
 * on; even then it never inlines parameters ('query-params' stays off) and its lines are scrubbed.
 */
export class ParameterFreeOrmLogger extends DefaultLogger {
  override isEnabled(namespace: LoggerNamespace, context?: LogContext): boolean {
    return namespace !== 'query-params' && super.isEnabled(namespace, context);
  }
}

export function ormLoggerFactory(options: LoggerOptions): ParameterFreeOrmLogger {
  return new ParameterFreeOrmLogger({ ...options, writer: (message) => process.stdout.write(`${scrubSecrets(message)}\n`) });
}

/** Routes Nest's own log lines into the structured logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  /** Nest's start-up chatter (modules, routes) is debug detail, not operations news. */
  log(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    if (message instanceof Error) {
      this.logger.error({ context, err: message }, 'error');
      return;
    }
    this.logger.error({ context, trace }, String(message));
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

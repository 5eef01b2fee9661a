/**
 * Recognises failures that mean PostgreSQL or Redis cannot be reached right now (as opposed to a bug
 * or a bad request), so the API answers 503 "temporarily unavailable" instead of 500. Errors are
 * recognised by their codes and messages, through `cause` chains, because they surface from several
 * libraries (pg, knex/MikroORM, ioredis, BullMQ).
 */

/** Socket-level failures (either dependency). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin shutdown, crash
 * shutdown, cannot connect now), 53300 (too many connections).
 */
const POSTGRES_STATE = /^(08\w{3}|57P0[123]|53300)$/;

const MESSAGES = [
  // ioredis
  /Stream isn't writeable and enableOfflineQueue options is false/,
  /^Connection is closed\.?$/,
  /^Command timed out$/,
  /Reached the max retries per request limit/,
  // pg, knex / MikroORM pool
  /Connection terminated( unexpectedly| due to connection timeout)?/,
  /Client has encountered a connection error and is not queryable/,
  /Knex: Timeout acquiring a connection/,
  /timeout exceeded when trying to connect/,
  /the database system is (starting up|shutting down|in recovery mode)/,
  /terminating connection due to administrator command/,
];

function looksUnavailable(error: object): boolean {
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATE.test(code))) return true;
  if (name === 'MaxRetriesPerRequestError' || name === 'ConnectionException') return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (looksUnavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE = 'Sikka is temporarily unavailable. Please try again in a moment.';

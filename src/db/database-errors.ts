// Which errors mean "the database is not there right now" (an outage, a restart, a failover), as
// opposed to a bug: those are answered 503 with Retry-After, so clients and providers try again.

// postgres.js's own connection errors, and the socket errors under them.
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

// SQLSTATEs: 08xxx connection exceptions; 57P01-57P03 shutdown and start-up; 53300 too many
// connections; 57014 a statement cancelled by statement_timeout.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|57014)$/;

/** True when the error (or any error it wraps, as drizzle does) is the database being unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

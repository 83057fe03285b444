/** Network errors of a dependency (Postgres, Redis) that is down or restarting. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTCONN']);
/**
 * Postgres: connection exceptions (class 08), shutting down or starting (57P01–57P03), and no connection slot
 * left (53300, too many clients): the server cannot take the request now, though nothing about it is wrong.
 */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection is closed/i,
  /stream isn't writeable/i,
  /max retries per request/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

/**
 * Whether an error says a dependency cannot be reached (rather than that the request or the code is wrong): the
 * envelope answers it with 503 and Retry-After, never a 500.
 */
export function isDependencyDown(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || PG_UNAVAILABLE.test(e.code))) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  return isDependencyDown(e.cause, depth + 1);
}

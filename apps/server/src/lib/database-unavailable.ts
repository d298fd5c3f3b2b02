// What a lost or unreachable database looks like from node-postgres (and PGlite): these errors
// mean "try again shortly", not "the request was wrong" nor "a bug". The error handler answers
// them 503 `system.unavailable` with a Retry-After; nothing was written, since a transaction that
// loses its connection is rolled back by the server.

/** SQLSTATE classes and codes of a server going away or refusing connections. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (a restart, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
]);

/** Node's socket error codes of a connection refused, reset or timed out. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /terminating connection due to administrator command/i,
];

/** True when `error` (or an error it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (code.startsWith('08')) return true; // connection_exception class
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) {
      return true;
    }
    e = cause;
  }
  return false;
}

import { GATE_BUSY_MESSAGE } from './pglite-gate.ts';

/**
 * Whether an error means the database could not serve the request just now — the connection was
 * lost, the server is shutting down or refuses connections, a statement or lock wait ran past its
 * timeout, or no pooled connection came free in time — rather than a fault in the request or the
 * code. Such a request answers 503 and may be retried; the process goes on.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error (DrizzleQueryError); a rollback may wrap it again.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if (isUnavailableItself(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATEs: 57P01–03 admin or crash shutdown, cannot connect now; 57014 statement timeout; 55P03 lock timeout; 53300 too many connections. */
const STATES = new Set(['57P01', '57P02', '57P03', '57014', '55P03', '53300']);
/** Socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres and pg-pool say these in words only. */
const MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // pool acquire timeout
  /is not queryable$/, // a query sent on a client whose connection already died (e.g. the rollback)
  /^Cannot use a pool after calling end on the pool$/,
  new RegExp(`^${GATE_BUSY_MESSAGE}`), // PGlite's one connection held too long (pglite-gate.ts)
];

function isUnavailableItself(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (code.length === 5 && (code.startsWith('08') || STATES.has(code))) return true;
    if (SOCKET_CODES.has(code)) return true;
  }
  return MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Seconds a client is told to wait (Retry-After) while the database cannot be reached. */
export const databaseRetryAfterSeconds = 2

/** PostgreSQL SQLSTATEs of a server that is away or going away, not of a bad statement. */
const unavailableStates = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
])

/** Socket failures on the way to the database. */
const unavailableSyscallCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** SQLite: the file is locked past the busy timeout, or cannot be opened or read. */
const unavailableSqliteCodes = /^SQLITE_(BUSY|CANTOPEN|IOERR)/

/** pg's own errors when a connection cannot be made or was lost. */
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'The database connection is not open',
  'driver has already been destroyed',
]

/**
 * Whether `error` says the database cannot be reached right now (PostgreSQL stopped, restarting,
 * unreachable, out of connections; SQLite locked past its busy timeout), as opposed to a fault of
 * the request or of the code. Such a request is answered 503 with Retry-After, never 500: the
 * same request succeeds once the database is back.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) // true
 * isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' })) // false
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true // connection_exception class
    if (unavailableStates.has(code) || unavailableSyscallCodes.has(code)) return true
    if (unavailableSqliteCodes.test(code)) return true
  }
  if (typeof message === 'string' && unavailableMessages.some((text) => message.includes(text))) return true
  // Node's happy-eyeballs connect fails with an AggregateError of each address's failure.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable)
  return false
}

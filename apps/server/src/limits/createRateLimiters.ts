import type { DatabaseHandle } from '../db/createDatabase.ts'
import { createDatabaseRateLimiter } from './createDatabaseRateLimiter.ts'
import { createMemoryRateLimiter } from './createMemoryRateLimiter.ts'
import type { RateLimiterFactory } from './rateLimiter.ts'

/**
 * Where the server's security limits count (sign-in failures, explorer requests): in the database
 * on PostgreSQL, the configuration that runs several instances behind a load balancer, so they all
 * count against one limit; in memory on SQLite, which is one instance by nature.
 *
 * @example
 * const rateLimiters = createRateLimiters(database)
 * const byIp = rateLimiters('login-ip', { limit: 50, windowMs: 15 * 60_000 })
 */
export function createRateLimiters(database: DatabaseHandle): RateLimiterFactory {
  if (database.dialect === 'postgres') {
    return (name, { maxKeys: _memoryOnly, ...window }) =>
      createDatabaseRateLimiter({ db: database.db, name, ...window })
  }
  return (_name, window) => createMemoryRateLimiter(window)
}

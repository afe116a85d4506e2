import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/Database.ts'
import type { RateLimiter, RateLimitWindow } from './rateLimiter.ts'

export type CreateDatabaseRateLimiterParameters = RateLimitWindow & {
  db: Kysely<Database>
  /** The limiter's name: its rows' `name`, shared by every server instance on the database. */
  name: string
}

/**
 * A fixed-window counter per key in the database (table rate_limit_windows, migration 0005), so
 * every server instance on one PostgreSQL counts against the same limit: behind a load balancer
 * with N instances a client gets the limit once, not N times. One upsert per request counts it
 * atomically (two instances hitting the same key at once both see their own increment) and starts
 * a new window when the stored one has ended. Rows whose window ended are deleted now and then
 * (at most twice a window per instance); an open window is never dropped, however many keys there
 * are. Written with the portable query builder, so it also runs (and is tested) on SQLite.
 *
 * The clock is the server's (`now`), not the database's: the instances' clocks agree to well under
 * a window, and tests can move time.
 *
 * @example
 * const limiter = createDatabaseRateLimiter({ db, name: 'login-ip', limit: 50, windowMs: 15 * 60_000 })
 * const { retryAfter, refund } = await limiter.hit(clientKeyOf(request.ip))
 */
export function createDatabaseRateLimiter(parameters: CreateDatabaseRateLimiterParameters): RateLimiter {
  const { db, name, limit, windowMs, now = Date.now } = parameters
  let lastCleanup = Number.NEGATIVE_INFINITY

  async function cleanUp(time: number) {
    if (time - lastCleanup < windowMs / 2) return
    lastCleanup = time
    await db
      .deleteFrom('rate_limit_windows')
      .where('name', '=', name)
      .where('started_at', '<=', time - windowMs)
      .execute()
  }

  return {
    async hit(key) {
      const time = now()
      await cleanUp(time)
      const ended = time - windowMs
      const row = await db
        .insertInto('rate_limit_windows')
        .values({ name, key, started_at: time, count: 1 })
        .onConflict((conflict) =>
          conflict.columns(['name', 'key']).doUpdateSet({
            // Both read the stored row as it was: a window that has ended starts again at 1.
            count: sql<number>`case when rate_limit_windows.started_at <= ${ended} then 1 else rate_limit_windows.count + 1 end`,
            started_at: sql<number>`case when rate_limit_windows.started_at <= ${ended} then excluded.started_at else rate_limit_windows.started_at end`,
          }),
        )
        .returning(['started_at', 'count'])
        .executeTakeFirstOrThrow()
      const startedAt = Number(row.started_at)
      const count = Number(row.count)
      return {
        count,
        retryAfter: count <= limit ? 0 : Math.max(1, Math.ceil((startedAt + windowMs - time) / 1000)),
        refund: async () => {
          await db
            .updateTable('rate_limit_windows')
            .set({ count: sql<number>`count - 1` })
            .where('name', '=', name)
            .where('key', '=', key)
            .where('started_at', '=', startedAt)
            .where('count', '>', 0)
            .execute()
        },
      }
    },
  }
}

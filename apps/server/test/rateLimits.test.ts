import { describe, expect, it } from 'vitest'
import { clientKeyOf } from '../src/limits/clientKeyOf.ts'
import { createDatabaseRateLimiter } from '../src/limits/createDatabaseRateLimiter.ts'
import { createMemoryRateLimiter } from '../src/limits/createMemoryRateLimiter.ts'
import type { RateLimiter, RateLimitWindow } from '../src/limits/rateLimiter.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

describe('clientKeyOf', () => {
  it('keys IPv4 by address and IPv6 by its /64, in one spelling', () => {
    expect(clientKeyOf('192.0.2.7')).toBe('192.0.2.7')
    expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(clientKeyOf('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64')
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64')
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKeyOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
    // A dual-stack socket's IPv4-mapped address is the IPv4 client.
    expect(clientKeyOf('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(clientKeyOf('::ffff:c000:201')).toBe('192.0.2.1')
    expect(clientKeyOf('not an address')).toBe('not an address')
  })
})

/** The behaviour both kinds of limiter share. */
function limiterBehaviour(make: (window: RateLimitWindow) => RateLimiter) {
  it('allows `limit` requests per key and window, then says how long to wait', async () => {
    let clock = 1_000_000
    const limiter = make({ limit: 2, windowMs: 60_000, now: () => clock })
    expect((await limiter.hit('a')).retryAfter).toBe(0)
    expect(await limiter.hit('a')).toMatchObject({ count: 2, retryAfter: 0 })
    clock += 15_000
    expect(await limiter.hit('a')).toMatchObject({ count: 3, retryAfter: 45 })
    expect(await limiter.hit('b')).toMatchObject({ count: 1, retryAfter: 0 })
    clock += 45_000
    expect(await limiter.hit('a')).toMatchObject({ count: 1, retryAfter: 0 })
  })

  it('takes a refunded request back, but only in the window it was counted in', async () => {
    let clock = 5_000_000
    const limiter = make({ limit: 1, windowMs: 60_000, now: () => clock })
    const first = await limiter.hit('k')
    await first.refund()
    expect(await limiter.hit('k')).toMatchObject({ count: 1, retryAfter: 0 })
    const stale = await limiter.hit('k')
    clock += 60_000
    await limiter.hit('k') // a new window: count 1
    await stale.refund()
    expect((await limiter.hit('k')).count).toBe(2)
  })

  it('counts parallel requests one by one', async () => {
    const limiter = make({ limit: 3, windowMs: 60_000, now: () => 9_000_000 })
    const hits = await Promise.all(Array.from({ length: 6 }, () => limiter.hit('burst')))
    expect(hits.map((hit) => hit.count).sort()).toEqual([1, 2, 3, 4, 5, 6])
    expect(hits.filter((hit) => hit.retryAfter === 0)).toHaveLength(3)
  })
}

describe('createMemoryRateLimiter', () => {
  limiterBehaviour((window) => createMemoryRateLimiter(window))

  it('never drops a window still open when full: a new key waits instead (issue 17: junk keys reset a blocked one)', async () => {
    let clock = 0
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 2, now: () => clock })
    await limiter.hit('blocked')
    expect((await limiter.hit('blocked')).retryAfter).toBeGreaterThan(0)
    clock = 100
    await limiter.hit('junk1') // fills the limiter
    const refused = await limiter.hit('junk2')
    expect(refused.retryAfter).toBe(1) // until `blocked`'s window ends
    expect((await limiter.hit('blocked')).retryAfter).toBeGreaterThan(0)
    clock = 1_000 // `blocked` ended: room for one
    expect((await limiter.hit('junk2')).retryAfter).toBe(0)
    expect((await limiter.hit('blocked')).retryAfter).toBeGreaterThan(0) // junk1 still open: no room
    clock = 1_100
    expect(await limiter.hit('blocked')).toMatchObject({ count: 1, retryAfter: 0 })
  })
})

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`createDatabaseRateLimiter on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)
    let next = 0

    limiterBehaviour((window) =>
      createDatabaseRateLimiter({ db: database.db, name: `test-${next++}`, ...window }),
    )

    it('shares counts between limiters of one name and deletes ended windows', async () => {
      let clock = 20_000_000
      const window = { limit: 2, windowMs: 1_000, now: () => clock }
      const one = createDatabaseRateLimiter({ db: database.db, name: 'shared', ...window })
      const other = createDatabaseRateLimiter({ db: database.db, name: 'shared', ...window })
      await one.hit('client')
      await other.hit('client')
      expect((await one.hit('client')).retryAfter).toBe(1)
      expect(
        (await createDatabaseRateLimiter({ db: database.db, name: 'unrelated', ...window }).hit('client'))
          .count,
      ).toBe(1)
      clock += 5_000
      await one.hit('someone else')
      const rows = await database.db
        .selectFrom('rate_limit_windows')
        .selectAll()
        .where('name', '=', 'shared')
        .execute()
      expect(rows.map((row) => row.key)).toEqual(['someone else'])
    })
  })
}

import SQLite from 'better-sqlite3'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { type DatabaseHandle, externalChangeCheckMs } from '../src/db/createDatabase.ts'
import { getVipLevel, prepareVipLevelLookup } from '../src/vip/getVipLevel.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

/**
 * The public VIP lookup runs prepared (issue 17, throughput): it must answer exactly what the query
 * builder answers, on both databases, for every case the lookup has (a level, none, expired, about
 * to expire, another chain, any spelling of the address), and see only committed rows.
 */
const addresses = [
  '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
  '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  '0x00000000000000000000000000000000000000aa',
  '0x1111111111111111111111111111111111111111',
]
const checksummed = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const chainIds = [1, 56, 31337]
const now = new Date('2026-11-23T12:00:00.000Z')
const instants = [
  now,
  new Date('2026-11-23T11:59:59.999Z'),
  new Date('2026-11-23T12:00:00.001Z'),
  new Date('2027-06-01T00:00:00.000Z'),
]

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`prepared VIP lookup on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)

    beforeAll(async () => {
      const time = now.toISOString()
      const row = (address: string, chain_id: number, level: number, expires_at: string | null) => ({
        address,
        chain_id,
        level,
        expires_at,
        created_at: time,
        updated_at: time,
      })
      await database.db
        .insertInto('vip_levels')
        .values([
          row(addresses[0]!, 56, 3, null),
          row(addresses[0]!, 1, 2, '2026-11-23T12:00:00.000Z'),
          row(addresses[1]!, 56, 5, '2027-01-01T00:00:00.000Z'),
          row(addresses[1]!, 31337, 1, '2026-01-01T00:00:00.000Z'),
          row(addresses[3]!, 1, 1, '2026-11-23T12:00:00.001Z'),
          row(addresses[2]!, 1, 0, null),
        ])
        .execute()
    })

    it('answers what the query builder answers, case by case', async () => {
      const lookUp = prepareVipLevelLookup(database.handle)
      const cases = [...addresses, checksummed].flatMap((address) =>
        chainIds.flatMap((chainId) => instants.map((instant) => ({ address, chainId, now: instant }))),
      )
      const prepared = await Promise.all(cases.map((parameters) => lookUp(parameters)))
      const built = await Promise.all(cases.map((parameters) => getVipLevel(database.db, parameters)))
      expect(prepared).toEqual(built)
      // The cases are not all zero: the comparison covers levels, expiry and misses.
      expect(new Set(built)).toEqual(new Set([0, 1, 2, 3, 5]))
      expect(await lookUp({ address: checksummed, chainId: 56, now })).toBe(3)
      // Expiry is exclusive: a level that expires at `now` has expired.
      expect(await lookUp({ address: addresses[0]!, chainId: 1, now })).toBe(0)
      expect(await lookUp({ address: addresses[0]!, chainId: 1, now: instants[1] })).toBe(2)
    })

    it('sees a change once it is committed, never a transaction in progress', async () => {
      const lookUp = prepareVipLevelLookup(database.handle)
      const address = addresses[3]!
      let seenInside = -1
      await database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('vip_levels')
          .values({
            address,
            chain_id: 56,
            level: 4,
            expires_at: null,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .execute()
        seenInside = await lookUp({ address, chainId: 56, now })
      })
      expect(seenInside).toBe(0)
      expect(await lookUp({ address, chainId: 56, now })).toBe(4)
      await database.db.updateTable('vip_levels').set({ level: 2 }).where('address', '=', address).execute()
      expect(await lookUp({ address, chainId: 56, now })).toBe(2)
      await database.db.deleteFrom('vip_levels').where('address', '=', address).execute()
      expect(await lookUp({ address, chainId: 56, now })).toBe(0)
    })
  })

  describe.skipIf(dialect.unavailable !== null)(`the VIP lookup's memory on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)
    const address = '0x2222222222222222222222222222222222222222'
    const row = (level: number, expires_at: string | null, at = address) => ({
      address: at,
      chain_id: 10,
      level,
      expires_at,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    /**
     * The suite's handle with the statement's runs counted and, on SQLite, the change mark in the
     * test's hands: what the lookup keeps is then seen without waiting on a clock.
     */
    const observed = () => {
      const runs = { count: 0 }
      let mark = 0
      const handle: DatabaseHandle = {
        ...database.handle,
        prepare: (name, query) => {
          const statement = database.handle.prepare(name, query)
          return (parameters) => {
            runs.count += 1
            return statement(parameters)
          }
        },
        ...(database.handle.changeMark ? { changeMark: () => mark } : {}),
      }
      return { handle, runs, change: () => (mark += 1) }
    }

    it('is kept on SQLite only, where one server owns the file', () => {
      expect(database.handle.changeMark !== undefined).toBe(dialect.name === 'sqlite')
    })

    it('answers a repeated lookup from memory until the database changes (SQLite), else asks each time', async () => {
      const { handle, runs, change } = observed()
      const lookUp = prepareVipLevelLookup(handle)
      await database.db.insertInto('vip_levels').values(row(6, null)).execute()
      expect(await lookUp({ address, chainId: 10, now })).toBe(6)
      expect(await lookUp({ address: address.toUpperCase().replace('0X', '0x'), chainId: 10, now })).toBe(6)
      // An address without a level is kept too: most lookups are of those.
      expect(await lookUp({ address, chainId: 11, now })).toBe(0)
      expect(await lookUp({ address, chainId: 11, now })).toBe(0)
      expect(runs.count).toBe(dialect.name === 'sqlite' ? 2 : 4)
      await database.db.updateTable('vip_levels').set({ level: 7 }).where('address', '=', address).execute()
      change()
      expect(await lookUp({ address, chainId: 10, now })).toBe(7)
      expect(runs.count).toBe(dialect.name === 'sqlite' ? 3 : 5)
      await database.db.deleteFrom('vip_levels').where('address', '=', address).execute()
    })

    // The public route sends a number in the same turn and waits only for a promise (vipInfoRoute.ts).
    it('answers a kept row at once, as a number, and a database read as a promise; PostgreSQL always reads', async () => {
      const { handle } = observed()
      const lookUp = prepareVipLevelLookup(handle)
      await database.db.insertInto('vip_levels').values(row(5, null)).execute()
      const first = lookUp({ address, chainId: 10, now })
      expect(first).toBeInstanceOf(Promise)
      expect(await first).toBe(5)
      const again = lookUp({ address, chainId: 10, now })
      if (dialect.name === 'sqlite') expect(again).toBe(5)
      else expect(again).toBeInstanceOf(Promise)
      expect(await again).toBe(5)
      await database.db.deleteFrom('vip_levels').where('address', '=', address).execute()
    })

    it('ends a kept level on time, as it expires', async () => {
      const { handle, runs } = observed()
      const lookUp = prepareVipLevelLookup(handle)
      await database.db.insertInto('vip_levels').values(row(3, '2026-11-23T12:00:00.000Z')).execute()
      expect(await lookUp({ address, chainId: 10, now: instants[1] })).toBe(3)
      expect(await lookUp({ address, chainId: 10, now })).toBe(0)
      expect(await lookUp({ address, chainId: 10, now: instants[1] })).toBe(3)
      expect(runs.count).toBe(dialect.name === 'sqlite' ? 1 : 3)
      await database.db.deleteFrom('vip_levels').where('address', '=', address).execute()
    })

    it('never keeps an answer read before a change that came while it was on its way', async () => {
      const { handle, change } = observed()
      const lookUp = prepareVipLevelLookup(handle)
      expect(await lookUp({ address, chainId: 10, now })).toBe(0)
      change()
      // The read happens when the lookup is called; the insert commits before its answer is used.
      const reading = lookUp({ address, chainId: 10, now })
      await database.db.insertInto('vip_levels').values(row(8, null)).execute()
      change()
      // On SQLite the read is done by the call itself (a synchronous driver), so it answers what was
      // there before the insert. On PostgreSQL the read and the insert go over two pool connections
      // and either may reach the server first (a loaded machine once ran the insert first): the read
      // answers 0 or 8 there, and what matters is the next lookup, as PostgreSQL is never kept.
      if (dialect.name === 'sqlite') expect(await reading).toBe(0)
      else expect([0, 8]).toContain(await reading)
      expect(await lookUp({ address, chainId: 10, now })).toBe(8)
      await database.db.deleteFrom('vip_levels').where('address', '=', address).execute()
    })

    // SQLite only (defined, not skipped, on PostgreSQL): the memory exists there alone.
    if (dialect.name === 'sqlite')
      it('keeps at most its number of entries, dropping the least recently asked', async () => {
        const { handle, runs } = observed()
        const lookUp = prepareVipLevelLookup(handle, { cacheEntries: 2 })
        const [second, third] = [
          '0x3333333333333333333333333333333333333333',
          '0x4444444444444444444444444444444444444444',
        ]
        await database.db
          .insertInto('vip_levels')
          .values([row(1, null), row(2, null, second), row(3, null, third)])
          .execute()
        expect(await lookUp({ address, chainId: 10, now })).toBe(1)
        expect(await lookUp({ address: second, chainId: 10, now })).toBe(2)
        // Asked again: now the most recent, so the next new entry drops `second`, not this one.
        expect(await lookUp({ address, chainId: 10, now })).toBe(1)
        expect(await lookUp({ address: third, chainId: 10, now })).toBe(3)
        expect(runs.count).toBe(3)
        expect(await lookUp({ address, chainId: 10, now })).toBe(1)
        expect(await lookUp({ address: third, chainId: 10, now })).toBe(3)
        expect(runs.count).toBe(3)
        expect(await lookUp({ address: second, chainId: 10, now })).toBe(2)
        expect(runs.count).toBe(4)
      })
  })

  if (dialect.name === 'sqlite')
    describe('the SQLite change mark', () => {
      const database = useMigratedDatabase(dialect)
      const address = '0x5555555555555555555555555555555555555555'

      it('stays while only reads run, and moves with each write of this process before it is read', async () => {
        const changeMark = database.handle.changeMark!
        const before = changeMark()
        await database.db.selectFrom('vip_levels').selectAll().execute()
        expect(changeMark()).toBe(before)
        await database.db
          .insertInto('vip_levels')
          .values({ address, chain_id: 1, level: 1, expires_at: null, created_at: 'x', updated_at: 'x' })
          .execute()
        const afterInsert = changeMark()
        expect(afterInsert).not.toBe(before)
        // A write that returns rows is a reader to SQLite, and still a write.
        await database.db.updateTable('vip_levels').set({ level: 2 }).returning('level').execute()
        expect(changeMark()).not.toBe(afterInsert)
      })

      it("moves with another process's write within the check interval", async () => {
        const changeMark = database.handle.changeMark!
        const before = changeMark()
        const other = new SQLite((database.config as { file: string }).file)
        try {
          other.prepare('UPDATE vip_levels SET level = 9 WHERE address = ?').run(address)
        } finally {
          other.close()
        }
        await vi.waitFor(() => expect(changeMark()).not.toBe(before), {
          timeout: externalChangeCheckMs * 40,
          interval: externalChangeCheckMs / 5,
        })
      })
    })
}

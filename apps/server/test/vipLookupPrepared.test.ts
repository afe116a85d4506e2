import { beforeAll, describe, expect, it } from 'vitest'
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
}

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator } from 'kysely/migration'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../src/db/createDatabase.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { migrations } from '../src/db/migrations/index.ts'

/**
 * Issue 53: what the indexer stored under the old rules is not kept. Migration 0011 empties the
 * index, so every chain is indexed again once, at the server's next start, by the new rules (the
 * follower starts a chain without a position from genesis, or a public chain from where it first
 * started: inscription_starts, kept from then on).
 */
describe('migration 0011: the inscription index is rebuilt under the ethscriptions rules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tokenbox-reindex-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('deletes the old index and adds the tables of the new one', async () => {
    const handle = createDatabase({ dialect: 'sqlite', file: join(dir, 'tokenbox.db') })
    const { db } = handle
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    const upTo10 = await migrator.migrateTo('0010_inscription_index')
    expect(upTo10.error).toBeUndefined()
    await db
      .insertInto('inscription_positions')
      .values({ chain_id: 31337, block_number: 120, block_hash: `0x${'1'.repeat(64)}`, updated_at: 'x' })
      .execute()
    await db
      .insertInto('inscription_ticks')
      .values({
        chain_id: 31337,
        p: 'bsc-20',
        tick: 'bnbs',
        max: '2500',
        lim: '1000',
        minted: '2500',
        holders: 2,
        deployer: `0x${'2'.repeat(40)}`,
        deploy_tx: `0x${'3'.repeat(64)}`,
        deploy_block: 3,
      })
      .execute()
    await db
      .insertInto('inscription_balances')
      .values({ chain_id: 31337, p: 'bsc-20', tick: 'bnbs', address: `0x${'2'.repeat(40)}`, balance: '1500' })
      .execute()
    expect(await migrateToLatest(db)).toContain('0011_ethscription_items')
    for (const table of [
      'inscription_positions',
      'inscription_ticks',
      'inscription_balances',
      'inscription_blocks',
    ] as const)
      expect(await db.selectFrom(table).selectAll().execute()).toEqual([])
    for (const table of ['inscription_contents', 'inscription_items', 'inscription_starts'] as const)
      expect(await db.selectFrom(table).selectAll().execute()).toEqual([])
    await db.destroy()
  })
})

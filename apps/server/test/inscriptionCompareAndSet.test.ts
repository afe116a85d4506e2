import type { InscriptionSourceBlock } from '@tokenbox/core/inscription/indexer/types.ts'
import { type Address, type Hash, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createDatabase } from '../src/db/createDatabase.ts'
import {
  readInscriptionPosition,
  revertInscriptionBlock,
  storeInscriptionBlocks,
} from '../src/inscriptions/inscriptionStore.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

const chainId = 31337
const alice = '0x00000000000000000000000000000000000a11ce' as Address
const bob = '0x0000000000000000000000000000000000000b0b' as Address
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash

/** Block `number` of a fixture chain whose only transaction, when given, self-sends `text`. */
function block(number: number, sent?: { from: Address; text: string }): InscriptionSourceBlock {
  return {
    number: BigInt(number),
    hash: hashOf(number),
    parentHash: hashOf(number - 1),
    transactions: sent
      ? [
          {
            hash: hashOf(1_000_000 + number),
            index: 0,
            from: sent.from,
            to: sent.from,
            input: stringToHex(sent.text),
            success: true,
          },
        ]
      : [],
    logs: [],
  }
}

const mint = (from: Address) => ({ from, text: 'data:,{"p":"asc-20","op":"mint","tick":"frog","amt":"100"}' })
/** Block 1 deploys frog; blocks 2 to 6 each mint 100 of it, alice, bob, alice, bob, alice. */
const chain = [
  block(1, {
    from: alice,
    text: 'data:,{"p":"asc-20","op":"deploy","tick":"frog","max":"10000","lim":"100"}',
  }),
  block(2, mint(alice)),
  block(3, mint(bob)),
  block(4, mint(alice)),
  block(5, mint(bob)),
  block(6, mint(alice)),
]
const blocks = (from: number, to: number) => chain.slice(from - 1, to)
const positionAt = (n: number) => ({ number: BigInt(n), hash: hashOf(n) })

/**
 * Issue 54: the store's writes are a compare-and-set on the chain's position, so two writers of
 * one chain (a leader that lost its lead in the middle of a batch, and the instance that took
 * over) can never store a block twice or skip one. On PostgreSQL the two writers are two pools, as
 * two server instances would be, and their transactions run at the same time.
 */
for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`inscription writes on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)
    const state = async () => ({
      position: (await readInscriptionPosition(database.db, chainId))?.number,
      minted: (
        await database.db
          .selectFrom('inscription_ticks')
          .select('minted')
          .where('chain_id', '=', chainId)
          .executeTakeFirst()
      )?.minted,
      balances: Object.fromEntries(
        (
          await database.db
            .selectFrom('inscription_balances')
            .select(['address', 'balance'])
            .where('chain_id', '=', chainId)
            .execute()
        ).map((row) => [row.address, row.balance]),
      ),
      blocks: (
        await database.db
          .selectFrom('inscription_blocks')
          .select('block_number')
          .where('chain_id', '=', chainId)
          .orderBy('block_number')
          .execute()
      ).map((row) => Number(row.block_number)),
    })

    it('applies one of two overlapping batch writes from the same position, and refuses the other', async () => {
      // Another instance's pool: its own connections, its own transactions.
      const other = dialect.name === 'postgres' ? createDatabase(database.config) : database.handle
      try {
        // From nothing indexed: both take the first blocks, one of them a longer run.
        const first = await Promise.all([
          storeInscriptionBlocks(database.db, chainId, blocks(1, 3), undefined),
          storeInscriptionBlocks(other.db, chainId, blocks(1, 2), undefined),
        ])
        expect(first.filter(Boolean)).toHaveLength(1)
        const reached = first[0] ? 3 : 2
        expect(await state()).toMatchObject({
          position: BigInt(reached),
          minted: String((reached - 1) * 100),
          blocks: [1, 2, 3].slice(0, reached),
        })
        // From the same stored position: the same range twice at once.
        const again = await Promise.all([
          storeInscriptionBlocks(database.db, chainId, blocks(reached + 1, 6), positionAt(reached)),
          storeInscriptionBlocks(other.db, chainId, blocks(reached + 1, 6), positionAt(reached)),
        ])
        expect(again.filter(Boolean)).toHaveLength(1)
      } finally {
        if (other !== database.handle) await other.db.destroy()
      }
      // Every mint counted once: alice 3, bob 2, the same as one writer storing blocks 1 to 6.
      const done = {
        position: 6n,
        minted: '500',
        balances: { [alice]: '300', [bob]: '200' },
        blocks: [1, 2, 3, 4, 5, 6],
      }
      expect(await state()).toEqual(done)
      // A writer still at position 3 (it read before the others stored) changes nothing.
      expect(await storeInscriptionBlocks(database.db, chainId, blocks(4, 5), positionAt(3))).toBe(false)
      expect(await state()).toEqual(done)
    })

    it('undoes a block only while the position is still the one the caller found replaced', async () => {
      const done = await state()
      // A stale writer asking to undo block 5: the position is 6, nothing is undone.
      expect(await revertInscriptionBlock(database.db, chainId, positionAt(5))).toEqual(positionAt(6))
      expect(await state()).toEqual(done)
      expect(await revertInscriptionBlock(database.db, chainId, positionAt(6))).toEqual(positionAt(5))
      expect(await state()).toEqual({
        position: 5n,
        minted: '400',
        balances: { [alice]: '200', [bob]: '200' },
        blocks: [1, 2, 3, 4, 5],
      })
    })
  })
}

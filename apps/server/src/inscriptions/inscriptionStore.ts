import { applyInscriptionBlock } from '@tokenbox/core/inscription/indexer/applyInscriptionBlock.ts'
import { inscriptionKeysOfBlocks } from '@tokenbox/core/inscription/indexer/inscriptionKeysOfBlocks.ts'
import type {
  InscriptionIndexState,
  InscriptionSourceBlock,
  InscriptionTick,
} from '@tokenbox/core/inscription/indexer/types.ts'
import type { Kysely, Transaction } from 'kysely'
import type { Address, Hash } from 'viem'
import type { Database, InscriptionTickTable } from '../db/Database.ts'

/** How many recent blocks keep their hash and undo record: the deepest reorg that can be undone. */
export const inscriptionUndoDepth = 24

/** The last indexed block of a chain. */
export type InscriptionPosition = { number: bigint; hash: Hash }

/**
 * What undoes one block: each tick and balance it changed, with its value before the block (null:
 * there was none). Amounts as decimal text. Kept per block, in the order applied: nothing stored
 * is keyed by transaction, so the inscriptions of ESIP-3 events (several per transaction, named by
 * transaction hash and log index in core's effects) needed no new column. A tick's `deploy_tx` is
 * the transaction of its first deploy, calldata or event, which is unambiguous: a later deploy of
 * the tick in the same transaction is ignored.
 */
type InscriptionUndo = {
  ticks: { p: string; tick: string; before: Omit<InscriptionTickTable, 'chain_id'> | null }[]
  balances: { p: string; tick: string; address: string; before: string }[]
}

type Db = Kysely<Database> | Transaction<Database>

function tickRow(tick: InscriptionTick): Omit<InscriptionTickTable, 'chain_id'> {
  return {
    p: tick.p,
    tick: tick.tick,
    max: tick.max.toString(),
    lim: tick.lim.toString(),
    minted: tick.minted.toString(),
    holders: tick.holders,
    deployer: tick.deployer,
    deploy_tx: tick.deployTx,
    deploy_block: Number(tick.deployBlock),
  }
}

function tickOf(row: Omit<InscriptionTickTable, 'chain_id'>): InscriptionTick {
  return {
    p: row.p,
    tick: row.tick,
    max: BigInt(row.max),
    lim: BigInt(row.lim),
    minted: BigInt(row.minted),
    holders: Number(row.holders),
    deployer: row.deployer as Address,
    deployTx: row.deploy_tx as Hash,
    deployBlock: BigInt(row.deploy_block),
  }
}

async function writeTick(
  db: Db,
  chainId: number,
  p: string,
  tick: string,
  row: Omit<InscriptionTickTable, 'chain_id'> | null,
) {
  await db
    .deleteFrom('inscription_ticks')
    .where('chain_id', '=', chainId)
    .where('p', '=', p)
    .where('tick', '=', tick)
    .execute()
  if (row)
    await db
      .insertInto('inscription_ticks')
      .values({ chain_id: chainId, ...row })
      .execute()
}

async function writeBalance(
  db: Db,
  chainId: number,
  p: string,
  tick: string,
  address: string,
  balance: string,
) {
  await db
    .deleteFrom('inscription_balances')
    .where('chain_id', '=', chainId)
    .where('p', '=', p)
    .where('tick', '=', tick)
    .where('address', '=', address)
    .execute()
  if (balance !== '0')
    await db
      .insertInto('inscription_balances')
      .values({ chain_id: chainId, p, tick, address, balance })
      .execute()
}

/**
 * The stored position of a chain's indexer, or undefined before its first block.
 *
 * @example
 * const position = await readInscriptionPosition(db, 31337)
 */
export async function readInscriptionPosition(
  db: Db,
  chainId: number,
): Promise<InscriptionPosition | undefined> {
  const row = await db
    .selectFrom('inscription_positions')
    .select(['block_number', 'block_hash'])
    .where('chain_id', '=', chainId)
    .executeTakeFirst()
  return row ? { number: BigInt(row.block_number), hash: row.block_hash as Hash } : undefined
}

/**
 * Applies consecutive blocks (the first one follows the stored position) with core's rules and
 * stores the result in one database transaction: changed ticks and balances, each block's hash and
 * undo record (the last {@link inscriptionUndoDepth} kept), and the new position. Only the ticks
 * and balances the blocks can touch are read.
 *
 * @example
 * await storeInscriptionBlocks(db, 31337, blocks)
 */
export async function storeInscriptionBlocks(
  database: Kysely<Database>,
  chainId: number,
  blocks: readonly InscriptionSourceBlock[],
): Promise<void> {
  const last = blocks.at(-1)
  if (!last) return
  const keys = inscriptionKeysOfBlocks(blocks)
  await database.transaction().execute(async (db) => {
    const ticks = new Map<string, InscriptionTick>()
    const balances = new Map<string, bigint>()
    for (const [key, { p, tick }] of keys.ticks) {
      const row = await db
        .selectFrom('inscription_ticks')
        .selectAll()
        .where('chain_id', '=', chainId)
        .where('p', '=', p)
        .where('tick', '=', tick)
        .executeTakeFirst()
      if (row) ticks.set(key, tickOf(row))
    }
    for (const [key, { p, tick, address }] of keys.balances) {
      const row = await db
        .selectFrom('inscription_balances')
        .select('balance')
        .where('chain_id', '=', chainId)
        .where('p', '=', p)
        .where('tick', '=', tick)
        .where('address', '=', address)
        .executeTakeFirst()
      if (row) balances.set(key, BigInt(row.balance))
    }
    let state: InscriptionIndexState = { ticks, balances }
    for (const block of blocks) {
      const applied = applyInscriptionBlock(state, block)
      state = applied.state
      const undo: InscriptionUndo = { ticks: [], balances: [] }
      for (const effect of applied.effects) {
        const { p, tick } = effect.tickAfter
        undo.ticks.push({ p, tick, before: effect.tickBefore ? tickRow(effect.tickBefore) : null })
        await writeTick(db, chainId, p, tick, tickRow(effect.tickAfter))
        for (const change of effect.balances) {
          undo.balances.push({ p, tick, address: change.address, before: change.before.toString() })
          await writeBalance(db, chainId, p, tick, change.address, change.after.toString())
        }
      }
      await db
        .insertInto('inscription_blocks')
        .values({
          chain_id: chainId,
          block_number: Number(block.number),
          block_hash: block.hash,
          undo: JSON.stringify(undo),
        })
        .execute()
    }
    await db
      .deleteFrom('inscription_blocks')
      .where('chain_id', '=', chainId)
      .where('block_number', '<=', Number(last.number) - inscriptionUndoDepth)
      .execute()
    await setPosition(db, chainId, { number: last.number, hash: last.hash })
  })
}

async function setPosition(db: Db, chainId: number, position: InscriptionPosition | undefined) {
  await db.deleteFrom('inscription_positions').where('chain_id', '=', chainId).execute()
  if (position)
    await db
      .insertInto('inscription_positions')
      .values({
        chain_id: chainId,
        block_number: Number(position.number),
        block_hash: position.hash,
        updated_at: new Date().toISOString(),
      })
      .execute()
}

/**
 * Undoes the stored position's block (a reorg replaced it) in one transaction: its ticks and
 * balances back to their values before it, its record deleted, the position one block back.
 * Returns the new position, or throws when the block is older than the undo records kept (a reorg
 * deeper than {@link inscriptionUndoDepth}: the operator must re-index the chain).
 *
 * @example
 * const position = await revertInscriptionBlock(db, 31337)
 */
export async function revertInscriptionBlock(
  database: Kysely<Database>,
  chainId: number,
): Promise<InscriptionPosition | undefined> {
  return await database.transaction().execute(async (db) => {
    const position = await readInscriptionPosition(db, chainId)
    if (!position) return undefined
    const row = await db
      .selectFrom('inscription_blocks')
      .select('undo')
      .where('chain_id', '=', chainId)
      .where('block_number', '=', Number(position.number))
      .executeTakeFirst()
    if (!row)
      throw new Error(
        `Chain ${chainId}: block ${position.number} has no undo record (reorg deeper than ${inscriptionUndoDepth} blocks)`,
      )
    const undo = JSON.parse(row.undo) as InscriptionUndo
    // Newest first, so a value changed twice in the block ends at its value before the first change.
    for (const change of undo.balances.reverse())
      await writeBalance(db, chainId, change.p, change.tick, change.address, change.before)
    for (const change of undo.ticks.reverse())
      await writeTick(db, chainId, change.p, change.tick, change.before)
    await db
      .deleteFrom('inscription_blocks')
      .where('chain_id', '=', chainId)
      .where('block_number', '=', Number(position.number))
      .execute()
    const previous = await db
      .selectFrom('inscription_blocks')
      .select(['block_number', 'block_hash'])
      .where('chain_id', '=', chainId)
      .where('block_number', '=', Number(position.number) - 1)
      .executeTakeFirst()
    const back = previous
      ? { number: BigInt(previous.block_number), hash: previous.block_hash as Hash }
      : undefined
    // With no record of the block before (the first block indexed), indexing starts again from it.
    await setPosition(db, chainId, back)
    return back
  })
}

/**
 * Deletes everything indexed for a chain (position, blocks, ticks, balances): a local chain that
 * was reset, or a reorg deeper than the undo records, is indexed again from its start.
 *
 * @example
 * await forgetInscriptionChain(db, 31337)
 */
export async function forgetInscriptionChain(database: Kysely<Database>, chainId: number): Promise<void> {
  await database.transaction().execute((db) => deleteInscriptionIndex(db, chainId))
}

/**
 * The deletions of forgetInscriptionChain, inside a transaction the caller holds (a replaced local
 * chain forgets its deployments and its index together: local/forgetReplacedLocalChains.ts).
 *
 * @example
 * await db.transaction().execute((trx) => deleteInscriptionIndex(trx, 31337))
 */
export async function deleteInscriptionIndex(db: Kysely<Database>, chainId: number): Promise<void> {
  for (const table of [
    'inscription_positions',
    'inscription_blocks',
    'inscription_ticks',
    'inscription_balances',
  ] as const)
    await db.deleteFrom(table).where('chain_id', '=', chainId).execute()
}

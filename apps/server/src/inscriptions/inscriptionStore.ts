import { gunzipSync } from 'node:zlib'
import type { Gunzip } from '@tokenbox/core/inscription/ethscriptions/ethscriptionContentOf.ts'
import {
  readEthscriptionCandidates,
  type TransactionCandidates,
} from '@tokenbox/core/inscription/ethscriptions/readEthscriptionCandidates.ts'
import { indexInscriptionBlock } from '@tokenbox/core/inscription/indexer/indexInscriptionBlock.ts'
import {
  ethscriptionKeysOf,
  inscriptionIndexKeysOf,
} from '@tokenbox/core/inscription/indexer/inscriptionIndexKeysOf.ts'
import {
  type InscriptionIndexerState,
  type InscriptionItem,
  type InscriptionSourceBlock,
  type InscriptionTick,
  inscriptionBalanceKey,
  inscriptionTickKey,
  splitTickKey,
} from '@tokenbox/core/inscription/indexer/types.ts'
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely'
import type { Address, Hash, Hex } from 'viem'
import type { Database, InscriptionItemTable, InscriptionTickTable } from '../db/Database.ts'
import { inscriptionLockKey } from './inscriptionLockKey.ts'

/** How many recent blocks keep their hash and undo record: the deepest reorg that can be undone. */
export const inscriptionUndoDepth = 24

/** The last indexed block of a chain. */
export type InscriptionPosition = { number: bigint; hash: Hash }

type TickRow = Omit<InscriptionTickTable, 'chain_id'>
type ItemRow = Omit<InscriptionItemTable, 'chain_id'>

/**
 * What undoes one block: the value before the block of every tick, balance and token item it
 * changed (null: there was none), and the content hashes it added. Amounts as decimal text.
 */
type InscriptionUndo = {
  ticks: { p: string; tick: string; before: TickRow | null }[]
  balances: { p: string; tick: string; address: string; before: string }[]
  contents?: string[]
  items?: { id: string; before: ItemRow | null }[]
}

type Db = Kysely<Database> | Transaction<Database>

/**
 * ESIP-7's decompression for core's reader: Node's gunzip, stopped at `maxBytes` (the ratio limit)
 * and undefined for anything that is not gzip.
 */
export const gunzipForEthscriptions: Gunzip = (bytes, maxBytes) => {
  try {
    return new Uint8Array(gunzipSync(bytes, { maxOutputLength: maxBytes }))
  } catch {
    return undefined
  }
}

/** Rows per multi-row statement: far below SQLite's 32,766 bound variables and PostgreSQL's 65,535. */
const rowsPerStatement = 500

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = []
  for (let at = 0; at < values.length; at += rowsPerStatement)
    out.push(values.slice(at, at + rowsPerStatement))
  return out
}

function tickRow(tick: InscriptionTick): TickRow {
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

function tickOf(row: TickRow): InscriptionTick {
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

function itemRow(id: Hash, item: InscriptionItem): ItemRow {
  return {
    id,
    ...splitTickKey(item.tickKey),
    item_id: item.itemId.toString(),
    owner: item.owner,
    previous_owner: item.previousOwner,
  }
}

function itemOf(row: ItemRow): InscriptionItem {
  return {
    tickKey: inscriptionTickKey(row.p, row.tick),
    itemId: BigInt(row.item_id),
    owner: row.owner as Address,
    previousOwner: row.previous_owner as Address,
  }
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
 * The block where a chain's indexing began (kept when its index is deleted for a re-index), or
 * undefined for a chain never indexed since migration 0011.
 *
 * @example
 * const first = await readInscriptionStart(db, 56) // 48,213,000n
 */
export async function readInscriptionStart(db: Db, chainId: number): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('inscription_starts')
    .select('first_block')
    .where('chain_id', '=', chainId)
    .executeTakeFirst()
  return row ? BigInt(row.first_block) : undefined
}

/**
 * Waits until no other transaction writes the chain's index, and keeps the others waiting until this
 * one ends: on PostgreSQL, where several instances share the database, its transaction-level
 * advisory lock for the chain (`write`, inscriptionLockKey.ts). Taken first, so what the transaction
 * reads next is what the previous writer committed. SQLite has one writer (this process, whose
 * Kysely connection runs one transaction at a time).
 */
async function lockChainIndex(db: Kysely<Database>, chainId: number): Promise<void> {
  // Kysely's own description of the dialect, as migrations 0004 and 0006 tell them apart.
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`select pg_advisory_xact_lock(${inscriptionLockKey('write', chainId)}::bigint)`.execute(db)
}

/** Whether two positions are the same block (both undefined: nothing indexed). */
function samePosition(a: InscriptionPosition | undefined, b: InscriptionPosition | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.number === b.number && a.hash === b.hash
}

/** Loads the index entries a batch needs: contents and items first, then the ticks and balances. */
async function loadState(
  db: Db,
  chainId: number,
  blocks: readonly InscriptionSourceBlock[],
  candidates: readonly (readonly TransactionCandidates[])[],
): Promise<InscriptionIndexerState> {
  const first = ethscriptionKeysOf(candidates)
  const contents = new Set<Hex>()
  for (const part of chunks([...first.contents])) {
    const rows = await db
      .selectFrom('inscription_contents')
      .select('sha')
      .where('chain_id', '=', chainId)
      .where('sha', 'in', part)
      .execute()
    for (const row of rows) contents.add(row.sha as Hex)
  }
  const items = new Map<Hash, InscriptionItem>()
  for (const part of chunks([...first.items])) {
    const rows = await db
      .selectFrom('inscription_items')
      .select(['id', 'p', 'tick', 'item_id', 'owner', 'previous_owner'])
      .where('chain_id', '=', chainId)
      .where('id', 'in', part)
      .execute()
    for (const row of rows) items.set(row.id as Hash, itemOf(row))
  }
  const keys = inscriptionIndexKeysOf(blocks, candidates, items)
  const ticks = new Map<string, InscriptionTick>()
  const tickNames = [...new Set([...keys.ticks.values()].map(({ tick }) => tick))]
  for (const part of chunks(tickNames)) {
    const rows = await db
      .selectFrom('inscription_ticks')
      .select(['p', 'tick', 'max', 'lim', 'minted', 'holders', 'deployer', 'deploy_tx', 'deploy_block'])
      .where('chain_id', '=', chainId)
      .where('tick', 'in', part)
      .execute()
    for (const row of rows) {
      const key = inscriptionTickKey(row.p, row.tick)
      if (keys.ticks.has(key)) ticks.set(key, tickOf(row))
    }
  }
  const balances = new Map<string, bigint>()
  const addresses = [...new Set([...keys.balances.values()].map(({ address }) => address))]
  for (const part of chunks(addresses)) {
    const rows = await db
      .selectFrom('inscription_balances')
      .select(['p', 'tick', 'address', 'balance'])
      .where('chain_id', '=', chainId)
      .where('tick', 'in', tickNames.length > 0 ? tickNames : [''])
      .where('address', 'in', part)
      .execute()
    for (const row of rows) {
      const key = inscriptionBalanceKey(inscriptionTickKey(row.p, row.tick), row.address as Address)
      if (keys.balances.has(key)) balances.set(key, BigInt(row.balance))
    }
  }
  return { ticks, balances, contents, items }
}

/** What changed between two states: every entry of `after` not identical in `before`, and what `after` dropped. */
function changesOf(before: InscriptionIndexerState, after: InscriptionIndexerState) {
  const ticks = [...after.ticks].filter(([key, tick]) => before.ticks.get(key) !== tick)
  const balanceKeys = new Set([...before.balances.keys(), ...after.balances.keys()])
  const balances = [...balanceKeys].filter((key) => before.balances.get(key) !== after.balances.get(key))
  const contents = [...after.contents].filter((sha) => !before.contents.has(sha))
  const items = [...after.items].filter(([id, item]) => before.items.get(id) !== item)
  return { ticks, balances, contents, items }
}

/** A balance key (address, then tick key) split back into its parts. */
function balanceParts(key: string) {
  const address = key.slice(0, 42)
  return { address, ...splitTickKey(key.slice(43)) }
}

/**
 * Applies consecutive blocks (the first one follows `after`, the position the caller read) with core's rules
 * (`indexInscriptionBlock`: the ethscriptions protocol and each label's convention) and stores the
 * result in one database transaction: only the entries the blocks can touch are read, the final
 * value of each changed tick, balance, token item and content is written once for the whole batch
 * in multi-row statements, with each block's hash and undo record (the last
 * {@link inscriptionUndoDepth} kept) and the new position. About a dozen statements a batch,
 * whatever the number of inscriptions in it.
 *
 * A compare-and-set on the position: the batch is written only while the stored position is still
 * `after` (undefined: nothing indexed yet), checked under the chain's write lock; otherwise nothing
 * is written and it resolves false. So two writers of one chain (an instance that lost its lead
 * while a batch was under way, and the one that took over) can never store a block twice or skip
 * one: the second write of a range finds the position moved and is refused.
 *
 * @example
 * const position = await readInscriptionPosition(db, 31337)
 * const stored = await storeInscriptionBlocks(db, 31337, blocks, position) // false: another writer came first
 */
export async function storeInscriptionBlocks(
  database: Kysely<Database>,
  chainId: number,
  blocks: readonly InscriptionSourceBlock[],
  after: InscriptionPosition | undefined,
): Promise<boolean> {
  const last = blocks.at(-1)
  if (!last) return false
  const candidates = blocks.map((block) => readEthscriptionCandidates(block, gunzipForEthscriptions))
  return await database.transaction().execute(async (db) => {
    await lockChainIndex(db, chainId)
    if (!samePosition(await readInscriptionPosition(db, chainId), after)) return false
    const loaded = await loadState(db, chainId, blocks, candidates)
    let state = loaded
    const undoRows: { chain_id: number; block_number: number; block_hash: string; undo: string }[] = []
    for (const [index, block] of blocks.entries()) {
      const before = state
      state = indexInscriptionBlock(state, block, candidates[index] as TransactionCandidates[]).state
      // The same state back: the block changed nothing (most blocks), so there is nothing to compare.
      const changed =
        state === before ? { ticks: [], balances: [], contents: [], items: [] } : changesOf(before, state)
      const undo: InscriptionUndo = {
        ticks: changed.ticks.map(([key]) => {
          const was = before.ticks.get(key)
          return { ...splitTickKey(key), before: was ? tickRow(was) : null }
        }),
        balances: changed.balances.map((key) => {
          const { address, p, tick } = balanceParts(key)
          return { p, tick, address, before: (before.balances.get(key) ?? 0n).toString() }
        }),
        contents: changed.contents,
        items: changed.items.map(([id]) => {
          const was = before.items.get(id)
          return { id, before: was ? itemRow(id, was) : null }
        }),
      }
      undoRows.push({
        chain_id: chainId,
        block_number: Number(block.number),
        block_hash: block.hash,
        undo: JSON.stringify(undo),
      })
    }
    const changed = changesOf(loaded, state)
    await upsertTicks(
      db,
      chainId,
      changed.ticks.map(([, tick]) => tickRow(tick)),
    )
    await writeBalances(
      db,
      chainId,
      changed.balances.map((key) => ({
        ...balanceParts(key),
        balance: (state.balances.get(key) ?? 0n).toString(),
      })),
    )
    for (const part of chunks(changed.contents))
      await db
        .insertInto('inscription_contents')
        .values(part.map((sha) => ({ chain_id: chainId, sha })))
        .execute()
    await upsertItems(
      db,
      chainId,
      changed.items.map(([id, item]) => itemRow(id, item)),
    )
    for (const part of chunks(undoRows)) await db.insertInto('inscription_blocks').values(part).execute()
    await db
      .deleteFrom('inscription_blocks')
      .where('chain_id', '=', chainId)
      .where('block_number', '<=', Number(last.number) - inscriptionUndoDepth)
      .execute()
    const start = await readInscriptionStart(db, chainId)
    if (start === undefined)
      await db
        .insertInto('inscription_starts')
        .values({ chain_id: chainId, first_block: Number(blocks[0]?.number) })
        .execute()
    await setPosition(db, chainId, { number: last.number, hash: last.hash })
    return true
  })
}

async function upsertTicks(db: Db, chainId: number, rows: TickRow[]) {
  for (const part of chunks(rows))
    await db
      .insertInto('inscription_ticks')
      .values(part.map((row) => ({ chain_id: chainId, ...row })))
      .onConflict((conflict) =>
        conflict.columns(['chain_id', 'p', 'tick']).doUpdateSet((update) => ({
          max: update.ref('excluded.max'),
          lim: update.ref('excluded.lim'),
          minted: update.ref('excluded.minted'),
          holders: update.ref('excluded.holders'),
          deployer: update.ref('excluded.deployer'),
          deploy_tx: update.ref('excluded.deploy_tx'),
          deploy_block: update.ref('excluded.deploy_block'),
        })),
      )
      .execute()
}

async function upsertItems(db: Db, chainId: number, rows: ItemRow[]) {
  for (const part of chunks(rows))
    await db
      .insertInto('inscription_items')
      .values(part.map((row) => ({ chain_id: chainId, ...row })))
      .onConflict((conflict) =>
        conflict.columns(['chain_id', 'id']).doUpdateSet((update) => ({
          owner: update.ref('excluded.owner'),
          previous_owner: update.ref('excluded.previous_owner'),
        })),
      )
      .execute()
}

/** Upserts balances above 0 and deletes those at 0 (an address without a row holds 0). */
async function writeBalances(
  db: Db,
  chainId: number,
  rows: { p: string; tick: string; address: string; balance: string }[],
) {
  for (const part of chunks(rows.filter((row) => row.balance !== '0')))
    await db
      .insertInto('inscription_balances')
      .values(part.map((row) => ({ chain_id: chainId, ...row })))
      .onConflict((conflict) =>
        conflict
          .columns(['chain_id', 'p', 'tick', 'address'])
          .doUpdateSet((update) => ({ balance: update.ref('excluded.balance') })),
      )
      .execute()
  for (const row of rows.filter((each) => each.balance === '0'))
    await db
      .deleteFrom('inscription_balances')
      .where('chain_id', '=', chainId)
      .where('p', '=', row.p)
      .where('tick', '=', row.tick)
      .where('address', '=', row.address)
      .execute()
}

async function setPosition(db: Db, chainId: number, position: InscriptionPosition | undefined) {
  if (!position) {
    await db.deleteFrom('inscription_positions').where('chain_id', '=', chainId).execute()
    return
  }
  await db
    .insertInto('inscription_positions')
    .values({
      chain_id: chainId,
      block_number: Number(position.number),
      block_hash: position.hash,
      updated_at: new Date().toISOString(),
    })
    .onConflict((conflict) =>
      conflict.column('chain_id').doUpdateSet((update) => ({
        block_number: update.ref('excluded.block_number'),
        block_hash: update.ref('excluded.block_hash'),
        updated_at: update.ref('excluded.updated_at'),
      })),
    )
    .execute()
}

/**
 * Undoes the stored position's block (a reorg replaced it) in one transaction: its ticks,
 * balances and token items back to their values before it, the contents it added removed, its
 * record deleted, the position one block back. Returns the new position, or throws when the block
 * or the one before it is older than the undo records kept (a reorg deeper than
 * {@link inscriptionUndoDepth}: the operator must re-index the chain; the follower does so for a
 * local chain). Like storeInscriptionBlocks, a compare-and-set: when the
 * stored position is no longer `from` (the block the caller found replaced), another writer moved
 * it, nothing is undone and the stored position is returned.
 *
 * @example
 * const position = await revertInscriptionBlock(db, 31337, await readInscriptionPosition(db, 31337))
 */
export async function revertInscriptionBlock(
  database: Kysely<Database>,
  chainId: number,
  from: InscriptionPosition | undefined,
): Promise<InscriptionPosition | undefined> {
  return await database.transaction().execute(async (db) => {
    await lockChainIndex(db, chainId)
    const position = await readInscriptionPosition(db, chainId)
    if (!position || !samePosition(position, from)) return position
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
    const previous = await db
      .selectFrom('inscription_blocks')
      .select(['block_number', 'block_hash'])
      .where('chain_id', '=', chainId)
      .where('block_number', '=', Number(position.number) - 1)
      .executeTakeFirst()
    // No record of the block before is the first block indexed, or the oldest record kept: undoing
    // the oldest would leave an index with no position to resume from, which a fresh start would
    // then index again on top of what it holds (every mint counted twice).
    const start = previous ? undefined : await readInscriptionStart(db, chainId)
    if (start !== undefined && position.number > start)
      throw new Error(
        `Chain ${chainId}: block ${position.number - 1n} has no undo record (reorg deeper than ${inscriptionUndoDepth} blocks)`,
      )
    const back = previous
      ? { number: BigInt(previous.block_number), hash: previous.block_hash as Hash }
      : undefined
    const undo = JSON.parse(row.undo) as InscriptionUndo
    await writeBalances(
      db,
      chainId,
      undo.balances.map(({ p, tick, address, before }) => ({ p, tick, address, balance: before })),
    )
    await upsertTicks(
      db,
      chainId,
      undo.ticks.flatMap((change) => (change.before ? [change.before] : [])),
    )
    for (const change of undo.ticks.filter((each) => each.before === null))
      await db
        .deleteFrom('inscription_ticks')
        .where('chain_id', '=', chainId)
        .where('p', '=', change.p)
        .where('tick', '=', change.tick)
        .execute()
    await upsertItems(
      db,
      chainId,
      (undo.items ?? []).flatMap((change) => (change.before ? [change.before] : [])),
    )
    for (const part of chunks((undo.items ?? []).filter((each) => each.before === null).map(({ id }) => id)))
      await db
        .deleteFrom('inscription_items')
        .where('chain_id', '=', chainId)
        .where('id', 'in', part)
        .execute()
    for (const part of chunks(undo.contents ?? []))
      await db
        .deleteFrom('inscription_contents')
        .where('chain_id', '=', chainId)
        .where('sha', 'in', part)
        .execute()
    await db
      .deleteFrom('inscription_blocks')
      .where('chain_id', '=', chainId)
      .where('block_number', '=', Number(position.number))
      .execute()
    // With no record of the block before (the first block indexed), indexing starts again from it.
    await setPosition(db, chainId, back)
    return back
  })
}

/**
 * Deletes everything indexed for a chain (position, blocks, ticks, balances, contents, items; not
 * where it started): a local chain that was reset, or a reorg deeper than the undo records, is
 * indexed again from its start.
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
  // Not in the middle of another instance's batch, whose upserts would bring rows back.
  await lockChainIndex(db, chainId)
  for (const table of [
    'inscription_positions',
    'inscription_blocks',
    'inscription_ticks',
    'inscription_balances',
    'inscription_contents',
    'inscription_items',
  ] as const)
    await db.deleteFrom(table).where('chain_id', '=', chainId).execute()
}

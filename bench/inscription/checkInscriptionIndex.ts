import type { InscriptionTick } from '@tokenbox/core/inscription/indexer/types.ts'
import { inscriptionBalanceKey, inscriptionTickKey } from '@tokenbox/core/inscription/indexer/types.ts'
import type { Kysely } from 'kysely'
import type { Address } from 'viem'
import type { Database } from '../../apps/server/src/db/Database.ts'
import type { ExpectedInscriptionIndex } from './produceInscriptionChain.ts'

/** An index's ticks and balances, keyed as core's state is (inscriptionTickKey, inscriptionBalanceKey). */
export type InscriptionIndexFigures = {
  ticks: ReadonlyMap<string, Omit<InscriptionTick, 'p' | 'tick' | 'deployTx' | 'deployBlock'>>
  balances: ReadonlyMap<string, bigint>
}

/**
 * Throws with the first differences when `ticks` and `balances` are not exactly the expected index
 * (produceInscriptionChain's, worked out while the chain was built).
 *
 * @example
 * checkInscriptionIndex('core rules', state, chain.expected)
 */
export function checkInscriptionIndex(
  label: string,
  actual: InscriptionIndexFigures,
  expected: ExpectedInscriptionIndex,
) {
  const differences: string[] = []
  for (const key of new Set([...actual.ticks.keys(), ...expected.ticks.keys()])) {
    const got = actual.ticks.get(key)
    const want = expected.ticks.get(key)
    const shape = (tick: typeof got) =>
      tick &&
      `max ${tick.max} lim ${tick.lim} minted ${tick.minted} holders ${tick.holders} by ${tick.deployer}`
    if (shape(got) !== shape(want)) differences.push(`tick ${key}: ${shape(got)}, expected ${shape(want)}`)
  }
  for (const key of new Set([...actual.balances.keys(), ...expected.balances.keys()])) {
    const got = actual.balances.get(key) ?? 0n
    const want = expected.balances.get(key) ?? 0n
    if (got !== want) differences.push(`balance ${key}: ${got}, expected ${want}`)
  }
  for (const [key, tick] of expected.ticks) {
    let sum = 0n
    for (const [balanceKey, balance] of expected.balances) if (balanceKey.endsWith(`:${key}`)) sum += balance
    if (sum !== tick.minted)
      differences.push(`expected ${key}: balances sum to ${sum}, minted ${tick.minted}`)
  }
  if (differences.length > 0)
    throw new Error(
      `${label}: the index is wrong (${differences.length} differences)\n${differences.slice(0, 10).join('\n')}`,
    )
}

/**
 * The ticks and balances the server's store holds for `chainId`, to check with
 * {@link checkInscriptionIndex}; `balanceRows` is how many balances it holds.
 *
 * @example
 * checkInscriptionIndex('follower', await readStoredInscriptionIndex(db, 31337), chain.expected)
 */
export async function readStoredInscriptionIndex(
  database: Kysely<Database>,
  chainId: number,
): Promise<InscriptionIndexFigures & { balanceRows: number }> {
  const tickRows = await database
    .selectFrom('inscription_ticks')
    .selectAll()
    .where('chain_id', '=', chainId)
    .execute()
  const balanceRows = await database
    .selectFrom('inscription_balances')
    .selectAll()
    .where('chain_id', '=', chainId)
    .execute()
  const ticks = new Map(
    tickRows.map((row) => [
      inscriptionTickKey(row.p, row.tick),
      {
        max: BigInt(row.max),
        lim: BigInt(row.lim),
        minted: BigInt(row.minted),
        holders: Number(row.holders),
        deployer: row.deployer as Address,
      },
    ]),
  )
  const balances = new Map(
    balanceRows.map((row) => [
      inscriptionBalanceKey(inscriptionTickKey(row.p, row.tick), row.address as Address),
      BigInt(row.balance),
    ]),
  )
  return { ticks, balances, balanceRows: balanceRows.length }
}

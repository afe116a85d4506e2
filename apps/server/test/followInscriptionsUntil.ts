import type { Kysely } from 'kysely'
import { expect, vi } from 'vitest'
import { createDatabase } from '../src/db/createDatabase.ts'
import type { Database } from '../src/db/Database.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { createInscriptionFollower, type InscriptionChain } from '../src/inscriptions/inscriptionFollower.ts'
import { readInscriptionPosition } from '../src/inscriptions/inscriptionStore.ts'
import type { TestDialect } from './testDatabases.ts'

/**
 * Runs an inscription follower of one chain into `database` until its recorded position reaches
 * block `until` (at least, or exactly with `exactly`), then closes it: an index built as a
 * fresh instance builds it, quietly (its warnings and errors unlogged), polling every 50 ms.
 *
 * @example
 * // A clean index of the same chain from genesis, in batches with batched requests.
 * await followInscriptionsUntil(handle.db, { chainId, rpcUrl: node.url, start: 'genesis', batchRequests: true }, head)
 */
export async function followInscriptionsUntil(
  database: Kysely<Database>,
  chain: InscriptionChain,
  until: bigint,
  options: { exactly?: boolean; timeoutMs?: number } = {},
): Promise<void> {
  const follower = createInscriptionFollower({
    database,
    chains: [chain],
    log: { warn: () => undefined, error: () => undefined },
    pollIntervalMs: 50,
  })
  follower.start()
  try {
    await vi.waitFor(
      async () => {
        const reached = (await readInscriptionPosition(database, chain.chainId))?.number
        if (options.exactly) expect(reached).toBe(until)
        else expect(reached).toBeGreaterThanOrEqual(until)
      },
      { timeout: options.timeoutMs ?? 60_000, interval: 100 },
    )
  } finally {
    await follower.close()
  }
}

/**
 * A clean index of the local chain at `rpcUrl`, caught up from genesis in batches with batched
 * requests (as a fresh instance rebuilds it) into a new database of `dialect` to exactly block
 * `head`: hands its database to `check`, then drops it.
 *
 * @example
 * await withCleanIndex(dialect, { chainId, rpcUrl: node.url }, head, async (db) => expect(await indexOf(db)).toEqual(live))
 */
export async function withCleanIndex(
  dialect: Pick<TestDialect, 'create'>,
  chain: { chainId: number; rpcUrl: string },
  head: bigint,
  check: (db: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const clean = await dialect.create()
  const handle = createDatabase(clean.config)
  try {
    await migrateToLatest(handle.db)
    await followInscriptionsUntil(
      handle.db,
      { ...chain, start: 'genesis', resettable: true, batchRequests: true },
      head,
      { exactly: true },
    )
    await check(handle.db)
  } finally {
    await handle.db.destroy()
    await clean.drop()
  }
}

import type { Kysely } from 'kysely'
import { expect, vi } from 'vitest'
import type { Database } from '../src/db/Database.ts'
import { createInscriptionFollower, type InscriptionChain } from '../src/inscriptions/inscriptionFollower.ts'
import { readInscriptionPosition } from '../src/inscriptions/inscriptionStore.ts'

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

import { replacedChainInstances } from '@tokenbox/core/local/chainInstance.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { deleteInscriptionIndex } from '../inscriptions/inscriptionStore.ts'
import { localChainIdOf, readLocalDeployments } from './readLocalDeployments.ts'

/**
 * Whatever a local chain forgets, the server forgets too: for each enabled local chain whose
 * deployments file names another instance (core/local/chainInstance.ts) than the one
 * the database's rows belong to, deletes its rows (the deployments reported on it: tokens, locks,
 * multisigs, sends that no longer exist) and records the new instance. A local chain seen for the
 * first time counts as new: rows kept from before instance ids existed belong to a chain that is
 * gone. Rows of real chains and VIP levels (set by an operator per address) are never touched.
 * Runs when the server starts; `make reset` and a new chain always come with a restart.
 * Returns the chain ids whose rows were forgotten.
 *
 * @example
 * const forgotten = await forgetReplacedLocalChains(db, config.localDeployments) // [31337]
 */
export async function forgetReplacedLocalChains(
  db: Kysely<Database>,
  localDeployments: readonly string[],
  now = new Date(),
): Promise<number[]> {
  const files = await readLocalDeployments(localDeployments).catch(() => [])
  const current = files.flatMap((deployments) => {
    const chainId = localChainIdOf(deployments)
    const instanceId = (deployments as { instanceId?: unknown }).instanceId
    return chainId !== undefined && typeof instanceId === 'string' ? [{ chainId, instanceId }] : []
  })
  if (current.length === 0) return []
  return await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('local_chain_instances').select(['chain_id', 'instance_id']).execute()
    const remembered = Object.fromEntries(rows.map((row) => [String(row.chain_id), row.instance_id]))
    const { replaced, next } = replacedChainInstances(remembered, current, { forgetUnknown: true })
    for (const chainId of replaced) {
      await trx.deleteFrom('deployments').where('chain_id', '=', chainId).execute()
      // The inscription index of the old chain: the follower indexes the new one from its genesis.
      await deleteInscriptionIndex(trx, chainId)
    }
    for (const { chainId } of current) {
      const instanceId = next[String(chainId)]!
      if (remembered[String(chainId)] === instanceId) continue
      await trx
        .insertInto('local_chain_instances')
        .values({ chain_id: chainId, instance_id: instanceId, updated_at: now.toISOString() })
        .onConflict((conflict) =>
          conflict.column('chain_id').doUpdateSet({ instance_id: instanceId, updated_at: now.toISOString() }),
        )
        .execute()
    }
    return replaced
  })
}

import { CompiledQuery } from 'kysely'
import type { DatabaseHandle } from '../src/db/createDatabase.ts'

/**
 * The plan `handle`'s database makes for `query` (a statement a route really ran, captured from
 * Kysely's log, with its parameters), as text: SQLite's `explain query plan` details, or PostgreSQL's
 * `explain` with sequential scans disabled. PostgreSQL reads a test's tiny table sequentially
 * whatever the indexes; asked without, the plan shows whether an index can serve the query.
 *
 * @example
 * expect(await queryPlanOf(database.handle, captured[0])).toContain('feedback_status_id_index')
 */
export async function queryPlanOf(
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
  query: CompiledQuery,
): Promise<string> {
  if (handle.dialect === 'sqlite') {
    const plan = await handle.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    )
    return plan.rows.map((row) => row.detail).join('\n')
  }
  return handle.db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'))
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    )
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

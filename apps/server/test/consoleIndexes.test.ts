import type { CompiledQuery, LogEvent } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { callAdmin, insertAdminUser, signIn } from './adminTestHelpers.ts'
import { queryPlanOf } from './queryPlanOf.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

/**
 * What the console filters and sorts is served by an index, read from the query plans of the
 * statements the routes really run (captured from Kysely's log, explained with their parameters).
 * PostgreSQL prefers a sequential scan of a small table whatever the indexes, so there the plan is
 * asked for with sequential scans disabled: it then shows whether an index can serve the query.
 */
const cases: { path: string; table: string; index: string }[] = [
  { path: '/feedback/list?status=open', table: 'feedback', index: 'feedback_status_id_index' },
  { path: '/feedback/list?category=chain', table: 'feedback', index: 'feedback_category_id_index' },
  { path: '/vip/list', table: 'vip_levels', index: 'vip_levels_updated_at_index' },
  { path: '/vip/list?chainId=56', table: 'vip_levels', index: 'vip_levels_chain_id_updated_at_index' },
  { path: '/transaction/list?kind=token', table: 'deployments', index: 'deployments_kind_id_index' },
  { path: '/upload/list', table: 'uploads', index: 'uploads_created_at_index' },
  { path: '/upload/list?kind=chain', table: 'uploads', index: 'uploads_kind_created_at_index' },
]

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`console indexes on ${dialect.name}`, () => {
    let captured: CompiledQuery[] = []
    const server = useAppOnMigratedDatabase(dialect, {
      databaseOptions: {
        log: (event: LogEvent) => {
          if (event.level === 'query') captured.push(event.query)
        },
      },
    })
    const { database } = server
    let token: string

    beforeAll(async () => {
      await insertAdminUser(database.db, 'reader', ['visitor'])
      token = await signIn(server.app, 'reader')
    })

    const planOf = (query: CompiledQuery) => queryPlanOf(database.handle, query)

    it.each(cases)('$path reads $table through $index', async ({ path, table, index }) => {
      captured = []
      const { body } = await callAdmin(server.app, 'GET', `/vue-element-admin${path}`, { token })
      expect(body.code).toBe(20000)
      const listing = captured.find(
        (query) => query.sql.includes(`from "${table}"`) && query.sql.includes(' order by '),
      )
      expect(listing, `no listing query of ${table}`).toBeDefined()
      expect(await planOf(listing as CompiledQuery)).toContain(index)
    })
  })
}

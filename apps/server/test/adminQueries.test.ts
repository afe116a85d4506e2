import type { LogEvent } from 'kysely'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { callAdmin, insertAdminUser, signIn } from './adminTestHelpers.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

/** What the console's routes cost the database, read from Kysely's query log. */
for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`console queries on ${dialect.name}`, () => {
    let queries: string[] = []
    const server = useAppOnMigratedDatabase(dialect, {
      databaseOptions: {
        log: (event: LogEvent) => {
          if (event.level === 'query') queries.push(event.query.sql)
        },
      },
    })
    const { database } = server
    let token: string

    beforeAll(async () => {
      await insertAdminUser(database.db, 'boss', ['admin'])
      for (let index = 0; index < 30; index++) {
        await insertAdminUser(database.db, `operator${String(index).padStart(2, '0')}`, ['editor'])
      }
      token = await signIn(server.app, 'boss')
    })

    beforeEach(() => {
      queries = []
    })

    it('reads only the requested page of operators', async () => {
      const { body } = await callAdmin(
        server.app,
        'GET',
        '/vue-element-admin/users?page=2&limit=5&name=OPERATOR',
        {
          token,
        },
      )
      expect(body.data.total).toBe(30)
      expect(body.data.items).toHaveLength(5)
      // Counted in SQL, and the rows read with LIMIT / OFFSET: never every operator.
      const reads = queries.filter((query) => /from "admin_users"/.test(query) && !/count\(/.test(query))
      expect(reads).toHaveLength(1)
      expect(reads[0]).toMatch(/ limit .+ offset /)
      expect(
        body.data.items.every((item: { username: string }) => item.username.startsWith('operator')),
      ).toBe(true)
    })

    it('takes a deleted role from all its holders in one statement', async () => {
      const created = await callAdmin(server.app, 'POST', '/vue-element-admin/role', {
        token,
        body: { key: 'auditor', name: 'Auditor', routes: ['/dashboard'] },
      })
      expect(created.body.code).toBe(20000)
      await database.db
        .updateTable('admin_users')
        .set({ roles: '["editor","auditor"]' })
        .where('username', 'like', 'operator%')
        .execute()
      await database.db
        .updateTable('admin_users')
        .set({ roles: '["auditor"]' })
        .where('username', '=', 'operator00')
        .execute()
      await database.db
        .updateTable('admin_users')
        .set({ roles: '["auditor","editor"]' })
        .where('username', '=', 'operator01')
        .execute()
      queries = []
      expect(
        (await callAdmin(server.app, 'DELETE', '/vue-element-admin/role/auditor', { token })).body.code,
      ).toBe(20000)
      const updates = queries.filter((query) => /^update "admin_users"/.test(query))
      expect(updates).toHaveLength(1)
      const roles = await database.db
        .selectFrom('admin_users')
        .select(['username', 'roles'])
        .orderBy('username')
        .execute()
      expect(roles.find((row) => row.username === 'operator00')?.roles).toBe('[]')
      expect(roles.find((row) => row.username === 'operator01')?.roles).toBe('["editor"]')
      expect(roles.find((row) => row.username === 'operator29')?.roles).toBe('["editor"]')
      expect(roles.find((row) => row.username === 'boss')?.roles).toBe('["admin"]')
    })
  })
}

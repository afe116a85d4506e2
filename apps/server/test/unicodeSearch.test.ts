import { beforeAll, describe, expect, it } from 'vitest'
import { callAdmin, insertAdminUser, signIn } from './adminTestHelpers.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

/**
 * The console's searches ignore case in every script, not only ASCII: SQLite's lower() and LIKE
 * know only A-Z, and PostgreSQL's lower() follows the database's locale (ASCII only under C, the
 * test cluster's).
 */
for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(
    `case-insensitive search of any script on ${dialect.name}`,
    () => {
      const server = useAppOnMigratedDatabase(dialect)
      const { database } = server
      let token: string

      beforeAll(async () => {
        await insertAdminUser(database.db, 'boss', ['admin'], 'Ирина Ёлкина')
        await insertAdminUser(database.db, 'ÖLAF', ['editor'])
        token = await signIn(server.app, 'boss')
        const time = new Date().toISOString()
        await database.db
          .insertInto('feedback')
          .values(
            ['Notre ÉCOLE ne voit pas le jeton', 'ПРИВЕТ, кнопка не работает', 'plain ascii text here'].map(
              (description) => ({
                category: 'bug',
                description,
                email: 'someone@example.com',
                contact: '',
                status: 'open' as const,
                created_at: time,
                updated_at: time,
              }),
            ),
          )
          .execute()
        await callAdmin(server.app, 'POST', '/vue-element-admin/article/create', {
          token,
          body: {
            title: 'ÜBER die Sperre',
            content: '<p>x</p>',
            contentShort: 'x',
            importance: 1,
            type: 'CN',
            status: 'published',
            displayTime: time,
          },
        })
      })

      const total = async (path: string) => {
        const { body } = await callAdmin(server.app, 'GET', path, { token })
        expect(body.code).toBe(20000)
        return body.data.total as number
      }

      it('finds feedback whatever the case of accented, Cyrillic or ASCII letters', async () => {
        expect(await total(`/vue-element-admin/feedback/list?q=${encodeURIComponent('école')}`)).toBe(1)
        expect(await total(`/vue-element-admin/feedback/list?q=${encodeURIComponent('привет')}`)).toBe(1)
        expect(await total(`/vue-element-admin/feedback/list?q=${encodeURIComponent('КНОПКА')}`)).toBe(1)
        expect(await total('/vue-element-admin/feedback/list?q=PLAIN')).toBe(1)
        const exported = await callAdmin(
          server.app,
          'GET',
          `/vue-element-admin/feedback/export?q=${encodeURIComponent('École')}`,
          {
            token,
          },
        )
        expect(exported.body.data.total).toBe(1)
      })

      it('finds announcements by title and operators by name the same way', async () => {
        expect(await total(`/vue-element-admin/article/list?title=${encodeURIComponent('über')}`)).toBe(1)
        expect(await total(`/vue-element-admin/users?name=${encodeURIComponent('öla')}`)).toBe(1)
        expect(await total(`/vue-element-admin/users?name=${encodeURIComponent('ЁЛКИНА')}`)).toBe(1)
      })
    },
  )
}

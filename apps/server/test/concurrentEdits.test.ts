import { beforeAll, describe, expect, it } from 'vitest'
import { callAdmin, insertAdminUser, signIn } from './adminTestHelpers.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

/** Rounds of two edits sent at once; the review lost 18 of 40 on PostgreSQL before the fix. */
const rounds = 20

/**
 * Two operators editing different fields of one record at the same moment both keep their edit:
 * every update route writes the fields it was sent and no others (no read-merge-write).
 */
for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`concurrent partial edits on ${dialect.name}`, () => {
    const server = useAppOnMigratedDatabase(dialect, { dataDirPrefix: 'tokenbox-concurrent-edits-' })
    const { database } = server
    let token = ''
    let otherToken = ''
    const vea = '/vue-element-admin'

    beforeAll(async () => {
      await insertAdminUser(database.db, 'boss', ['admin'])
      await insertAdminUser(database.db, 'deputy', ['admin'])
      token = await signIn(server.app, 'boss')
      otherToken = await signIn(server.app, 'deputy')
    })

    const as = (who: 'boss' | 'deputy', method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
      callAdmin(server.app, method, `${vea}${path}`, { token: who === 'boss' ? token : otherToken, body })

    it('an announcement keeps both a title edit and a content edit sent at once', async () => {
      const lost: number[] = []
      for (let round = 0; round < rounds; round++) {
        const created = await as('boss', 'POST', '/article/create', { title: 'Draft', type: 'US' })
        const id = created.body.data.id as number
        const [titleEdit, contentEdit] = await Promise.all([
          as('boss', 'POST', '/article/update', { id, title: `Title ${round}` }),
          as('deputy', 'POST', '/article/update', { id, content: `<p>Body ${round}</p>` }),
        ])
        expect([titleEdit.body.code, contentEdit.body.code]).toEqual([20000, 20000])
        const stored = (await as('boss', 'GET', `/article/detail?id=${id}`)).body.data
        if (stored.title !== `Title ${round}` || stored.content !== `<p>Body ${round}</p>`) lost.push(round)
      }
      expect(lost).toEqual([])
    })

    it('a VIP level change sent without an expiry keeps the expiry another operator set', async () => {
      const address = '0x000000000000000000000000000000000000dEaD'
      const expiresAt = new Date(Date.now() + 86_400_000).toISOString()
      await as('boss', 'PUT', '/vip', { address, chainId: 56, level: 1, expiresAt })
      const changed = await as('deputy', 'PUT', '/vip', { address, chainId: 56, level: 2 })
      expect(changed.body.data).toMatchObject({ level: 2, expiresAt })
      const never = await as('boss', 'PUT', '/vip', { address, chainId: 56, level: 2, expiresAt: null })
      expect(never.body.data).toMatchObject({ level: 2, expiresAt: null })
      const fresh = await as('boss', 'PUT', '/vip', { address, chainId: 1, level: 4 })
      expect(fresh.body.data).toMatchObject({ level: 4, expiresAt: null })
    })

    it('a role and a user keep both fields edited at once', async () => {
      await as('boss', 'POST', '/role', { key: 'support', name: 'Support', description: '', routes: [] })
      const { id: deputyId } = await database.db
        .selectFrom('admin_users')
        .select('id')
        .where('username', '=', 'deputy')
        .executeTakeFirstOrThrow()
      for (let round = 0; round < rounds / 4; round++) {
        await Promise.all([
          as('boss', 'PUT', '/role/support', { name: `Support ${round}` }),
          as('deputy', 'PUT', '/role/support', { description: `Helps ${round}` }),
          as('boss', 'PUT', `/user/${deputyId}`, { name: `Deputy ${round}` }),
          as('deputy', 'PUT', `/user/${deputyId}`, { introduction: `Round ${round}` }),
        ])
        const roles = (await as('boss', 'GET', '/roles')).body.data as {
          key: string
          name: string
          description: string
        }[]
        expect(roles.find((role) => role.key === 'support')).toMatchObject({
          name: `Support ${round}`,
          description: `Helps ${round}`,
        })
        const stored = await database.db
          .selectFrom('admin_users')
          .select(['name', 'introduction'])
          .where('id', '=', deputyId)
          .executeTakeFirstOrThrow()
        expect(stored).toEqual({ name: `Deputy ${round}`, introduction: `Round ${round}` })
      }
    })
  })
}

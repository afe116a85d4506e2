import { consoleRoutePaths } from '@tokenbox/core/admin/consoleRoutePaths.ts'
import { type ConsoleRoute, consoleRoutes } from '@tokenbox/core/admin/consoleRoutes.ts'
import { filterConsoleRoutes } from '@tokenbox/core/admin/filterConsoleRoutes.ts'
import { beforeAll, describe, expect, it } from 'vitest'
import { testScryptParameters } from '../src/auth/scryptParameters.ts'
import { verifyPassword } from '../src/auth/verifyPassword.ts'
import { callAdmin, insertAdminUser, signIn } from './adminTestHelpers.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`admin roles and users on ${dialect.name}`, () => {
    const server = useAppOnMigratedDatabase(dialect)
    const { database } = server
    let adminId: string
    let adminToken: string
    let editorToken: string
    let visitorToken: string

    beforeAll(async () => {
      adminId = await insertAdminUser(database.db, 'admin', ['admin'])
      await insertAdminUser(database.db, 'editor1', ['editor'])
      await insertAdminUser(database.db, 'visitor1', ['visitor'])
      adminToken = await signIn(server.app, 'admin')
      editorToken = await signIn(server.app, 'editor1')
      visitorToken = await signIn(server.app, 'visitor1')
    })

    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      body?: unknown,
      token = adminToken,
    ) => callAdmin(server.app, method, `/vue-element-admin${path}`, { token, body })

    const visiblePaths = async (token: string) => {
      const [routes, info] = await Promise.all([
        call('GET', '/routes', undefined, token),
        callAdmin(server.app, 'GET', '/vue-element-admin/user/info', { token }),
      ])
      expect(routes.body.code).toBe(20000)
      return consoleRoutePaths(filterConsoleRoutes(routes.body.data as ConsoleRoute[], info.body.data.roles))
    }

    it('answers the route tree with meta.roles from the roles table, filtered per role', async () => {
      const { body } = await call('GET', '/routes')
      expect(consoleRoutePaths(body.data)).toEqual(consoleRoutePaths(consoleRoutes))
      expect(body.data[0]).toMatchObject({
        path: '/dashboard',
        meta: { roles: ['admin', 'editor', 'visitor'] },
      })
      expect(await visiblePaths(adminToken)).toEqual(consoleRoutePaths(consoleRoutes))
      expect(await visiblePaths(visitorToken)).toEqual(['/dashboard'])
      const editorPaths = await visiblePaths(editorToken)
      expect(editorPaths).toContain('/feedback')
      expect(editorPaths).not.toContain('/system/users')
      // Not signed in: no routes.
      expect((await call('GET', '/routes', undefined, '')).body.code).toBe(50008)
    })

    it('lets only admins manage roles and users (40003 for editor, visitor and an admin viewing as editor)', async () => {
      // Another admin, viewing as editor (the main admin's session stays untouched).
      const viewerId = await insertAdminUser(database.db, 'viewer.admin', ['admin'])
      const switched = await call(
        'POST',
        '/user/switch-role',
        { role: 'editor' },
        await signIn(server.app, 'viewer.admin'),
      )
      const viewingAsEditor = switched.body.data.token as string
      for (const token of [editorToken, visitorToken, viewingAsEditor]) {
        for (const [method, path, payload] of [
          ['GET', '/roles'],
          ['POST', '/role', { key: 'x1', name: 'X', routes: [] }],
          ['PUT', '/role/editor', { name: 'E' }],
          ['DELETE', '/role/editor'],
          ['GET', '/users'],
          ['GET', '/search/user?name=a'],
          ['POST', '/user', { username: 'newbie', roles: ['visitor'] }],
          ['PUT', `/user/${adminId}`, { name: 'x' }],
          ['DELETE', `/user/${adminId}`],
        ] as const) {
          const { statusCode, body } = await call(method, path, payload, token)
          expect(statusCode).toBe(200)
          expect(body, `${method} ${path}`).toEqual({
            code: 40003,
            message: 'You do not have permission to do this.',
            data: null,
          })
        }
      }
      await database.db.deleteFrom('admin_users').where('id', '=', viewerId).execute()
    })

    it('lists the seeded roles', async () => {
      const { body } = await call('GET', '/roles')
      expect(body.code).toBe(20000)
      expect(body.data.map((role: { key: string }) => role.key)).toEqual(['admin', 'editor', 'visitor'])
      expect(body.data[2]).toMatchObject({ key: 'visitor', name: 'Visitor', routes: ['/dashboard'] })
    })

    it('creates, edits and deletes a role; its routes decide what its users see', async () => {
      const created = await call('POST', '/role', {
        key: 'support',
        name: ' Support ',
        description: 'Answers feedback',
        routes: ['/feedback', '/dashboard', '/feedback'],
      })
      expect(created.body).toEqual({
        code: 20000,
        message: 'success',
        data: {
          key: 'support',
          name: 'Support',
          description: 'Answers feedback',
          routes: ['/dashboard', '/feedback'],
        },
      })
      expect((await call('POST', '/role', { key: 'support', name: 'Again', routes: [] })).body).toMatchObject(
        {
          code: 40001,
        },
      )

      const user = await call('POST', '/user', {
        username: 'helper',
        roles: ['support'],
        password: 'a long enough password',
      })
      expect(user.body.code).toBe(20000)
      const helperToken = (
        await callAdmin(server.app, 'POST', '/vue-element-admin/user/login', {
          body: { username: 'helper', password: 'a long enough password' },
        })
      ).body.data.token
      expect(await visiblePaths(helperToken)).toEqual(['/dashboard', '/feedback'])

      const edited = await call('PUT', '/role/support', { routes: ['/system/users'] })
      expect(edited.body.data.routes).toEqual(['/system/users'])
      expect(await visiblePaths(helperToken)).toEqual(['/system', '/system/users'])

      expect((await call('DELETE', '/role/support')).body).toEqual({
        code: 20000,
        message: 'success',
        data: 'success',
      })
      expect((await call('DELETE', '/role/support')).body.code).toBe(40004)
      const users = await call('GET', '/users?name=helper')
      expect(users.body.data.items[0].roles).toEqual([])
      // Without any role left, every route (each lists at least admin) is hidden.
      expect(await visiblePaths(helperToken)).toEqual([])
    })

    it('refuses unknown route paths, built-in role deletion and an admin role without roles/users pages', async () => {
      const unknown = await call('POST', '/role', {
        key: 'bad',
        name: 'Bad',
        routes: ['/dashboard', '/nope'],
      })
      expect(unknown.body.code).toBe(40001)
      expect(unknown.body.message).toContain('/nope')
      for (const key of ['admin', 'editor', 'visitor']) {
        expect((await call('DELETE', `/role/${key}`)).body.code).toBe(40003)
      }
      const shrink = await call('PUT', '/role/admin', { routes: ['/dashboard'] })
      expect(shrink.body.code).toBe(40001)
      expect(shrink.body.message).toContain('/system/roles')
      expect((await call('PUT', '/role/admin', { name: 'Boss' })).body.data.name).toBe('Boss')
      expect((await call('PUT', '/role/nosuch', { name: 'X' })).body.code).toBe(40004)
      const badKey = await call('POST', '/role', { key: 'Bad Key', name: 'X', routes: [] })
      expect(badKey.body).toMatchObject({ code: 40001, message: expect.stringContaining('key') })
      const badName = await call('POST', '/role', { key: 'blank', name: '   ', routes: [] })
      expect(badName.body.code).toBe(40001)
      const roles = await call('GET', '/roles')
      expect(roles.body.data.map((role: { key: string }) => role.key)).toEqual(['admin', 'editor', 'visitor'])
    })

    it('creates users with a generated password shown once, or a chosen one', async () => {
      const generated = await call('POST', '/user', { username: 'gen.user', roles: ['editor'], name: 'Gen' })
      expect(generated.body.code).toBe(20000)
      expect(generated.body.data.password).toMatch(/^[A-Za-z0-9]{20}$/)
      expect(generated.body.data.user).toMatchObject({ username: 'gen.user', name: 'Gen', roles: ['editor'] })
      expect(JSON.stringify(generated.body)).not.toContain('scrypt')
      const row = await database.db
        .selectFrom('admin_users')
        .select('password_hash')
        .where('username', '=', 'gen.user')
        .executeTakeFirstOrThrow()
      expect(await verifyPassword(generated.body.data.password, row.password_hash)).toBe(true)
      // Hashed at the cost the app was given (the test apps' light one; the product's by default).
      const { N, r, p } = testScryptParameters
      expect(row.password_hash.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true)

      const chosen = await call('POST', '/user', {
        username: 'chosen',
        roles: ['visitor'],
        password: 'twelve chars!',
      })
      expect(chosen.body.data.password).toBeNull()
      expect(chosen.body.data.user.name).toBe('chosen')

      for (const [body, field] of [
        [{ username: 'short', roles: ['visitor'], password: 'short' }, 'password'],
        [{ username: 'ab', roles: ['visitor'] }, 'username'],
        [{ username: 'has space', roles: ['visitor'] }, 'username'],
        [{ username: 'noroles', roles: [] }, 'roles'],
        [{ username: 'unknownrole', roles: ['ghost'] }, 'roles'],
        [{ username: 'badavatar', roles: ['visitor'], avatar: 'javascript:alert(1)' }, 'avatar'],
        [{ username: 'chosen', roles: ['visitor'] }, 'username'],
      ] as const) {
        const refused = await call('POST', '/user', body)
        expect(refused.body.code, JSON.stringify(body)).toBe(40001)
        expect(refused.body.message).toContain(field)
      }
    })

    it('searches users by name, case-insensitively, as a substring (also search/user)', async () => {
      await insertAdminUser(database.db, 'zoe.w', ['visitor'], 'Zoë Ünal')
      const byName = await call('GET', `/users?name=${encodeURIComponent('ÜNAL')}`)
      expect(byName.body.data.items.map((user: { username: string }) => user.username)).toEqual(['zoe.w'])
      expect((await call('GET', '/users?name=ZOE')).body.data.total).toBe(1)
      // LIKE wildcards are plain text here.
      expect((await call('GET', '/users?name=%25')).body.data.total).toBe(0)
      const search = await call('GET', '/search/user?name=EDIT')
      expect(search.body.data.items).toEqual([
        expect.objectContaining({ username: 'editor1', name: 'editor1 name' }),
      ])
      const all = await call('GET', '/users?limit=2&page=1')
      expect(all.body.data.items).toHaveLength(2)
      expect(all.body.data.total).toBeGreaterThan(2)
      expect((await call('GET', '/users?limit=1000')).body.code).toBe(40001)
      expect((await call('GET', '/users?page=0')).body.code).toBe(40001)
    })

    it('edits a user; a new password ends their sessions', async () => {
      const id = await insertAdminUser(database.db, 'edited', ['visitor'])
      const token = await signIn(server.app, 'edited')
      const renamed = await call('PUT', `/user/${id}`, {
        name: 'New Name',
        roles: ['editor'],
        introduction: 'hi',
      })
      expect(renamed.body.data.user).toMatchObject({
        name: 'New Name',
        roles: ['editor'],
        introduction: 'hi',
      })
      // Roles are read per request: the live token now has the editor role.
      expect(
        (await callAdmin(server.app, 'GET', '/vue-element-admin/user/info', { token })).body.data.roles,
      ).toEqual(['editor'])
      const reset = await call('PUT', `/user/${id}`, { password: 'a brand new password' })
      expect(reset.body.code).toBe(20000)
      expect((await callAdmin(server.app, 'GET', '/vue-element-admin/user/info', { token })).body.code).toBe(
        50008,
      )
      expect((await call('PUT', '/user/00000000-0000-4000-8000-000000000000', { name: 'x' })).body.code).toBe(
        40004,
      )
      expect((await call('PUT', '/user/not-an-id', { name: 'x' })).body).toMatchObject({
        code: 40001,
        message: expect.stringContaining('id'),
      })
    })

    it('never removes the last admin, and nobody deletes themselves', async () => {
      expect((await call('DELETE', `/user/${adminId}`)).body).toMatchObject({
        code: 40003,
        message: 'You cannot delete yourself.',
      })
      const demote = await call('PUT', `/user/${adminId}`, { roles: ['editor'] })
      expect(demote.body).toMatchObject({
        code: 40003,
        message: 'The last admin cannot lose the admin role.',
      })

      // With a second admin, the first may be demoted, and then the second is the last one.
      const second = await call('POST', '/user', {
        username: 'second.admin',
        roles: ['admin'],
        password: 'second admin password',
      })
      const secondId = second.body.data.user.id as string
      const secondToken = (
        await callAdmin(server.app, 'POST', '/vue-element-admin/user/login', {
          body: { username: 'second.admin', password: 'second admin password' },
        })
      ).body.data.token as string
      expect((await call('DELETE', `/user/${adminId}`, undefined, secondToken)).body.code).toBe(20000)
      expect((await call('PUT', `/user/${secondId}`, { roles: ['visitor'] }, secondToken)).body.code).toBe(
        40003,
      )
      // The deleted admin's token is gone with the user.
      expect((await call('GET', '/roles')).body.code).toBe(50008)
      adminToken = secondToken
      expect((await call('DELETE', '/user/00000000-0000-4000-8000-000000000000')).body.code).toBe(40004)
    })
  })
}

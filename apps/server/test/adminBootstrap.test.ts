import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { AdminBootstrapError, bootstrapAdmin } from '../src/auth/bootstrapAdmin.ts'
import { encodeAdminRoles } from '../src/auth/encodeAdminRoles.ts'
import { formatFirstAdminLogin } from '../src/auth/formatFirstAdminLogin.ts'
import { testScryptParameters } from '../src/auth/scryptParameters.ts'
import { verifyPassword } from '../src/auth/verifyPassword.ts'
import { insertAdminUser } from './adminTestHelpers.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`admin bootstrap on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)

    beforeEach(async () => {
      await database.db.deleteFrom('admin_users').execute()
    })

    const users = () => database.db.selectFrom('admin_users').selectAll().execute()

    // An operator with these roles, as the console would have created one.
    const insertUser = (username: string, roles: string[]) => insertAdminUser(database.db, username, roles)

    // A start's bootstrap, hashing at the light test cost where the hash is not the subject (the
    // first test and the two-servers race hash at the product's cost).
    const bootstrap = (parameters: { username: string; password: string | undefined }) =>
      bootstrapAdmin(database.db, { ...parameters, passwordCost: testScryptParameters })

    it('creates the first admin with a generated password, stored only as a verifiable hash', async () => {
      const created = await bootstrapAdmin(database.db, { username: 'admin', password: undefined })
      expect(created).toMatchObject({ username: 'admin', generated: true })
      expect(created?.password).toMatch(/^[A-Za-z0-9]{20}$/)

      const rows = await users()
      expect(rows).toHaveLength(1)
      const [row] = rows
      expect(row?.username).toBe('admin')
      expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(JSON.parse(row?.roles ?? '')).toEqual(['admin'])
      // The product's cost when none is given (scryptParameters: N 2^16, r 8, p 2).
      expect(row?.password_hash).toMatch(/^scrypt\$65536\$8\$2\$/)
      expect(row?.password_hash).not.toContain(created?.password)
      expect(await verifyPassword(created?.password ?? '', row?.password_hash ?? '')).toBe(true)
      expect(await verifyPassword('not the password', row?.password_hash ?? '')).toBe(false)
      expect(row?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    })

    it('does nothing on the next start: no new user, no password, the hash unchanged', async () => {
      await bootstrap({ username: 'admin', password: undefined })
      const before = await users()
      expect(await bootstrap({ username: 'admin', password: undefined })).toBeNull()
      // ADMIN_PASSWORD set later must not reset a password (it may have been changed in the console).
      expect(await bootstrap({ username: 'admin', password: 'a-new-password-123' })).toBeNull()
      expect(await users()).toEqual(before)
    })

    it('uses ADMIN_USERNAME and ADMIN_PASSWORD when given', async () => {
      const password = 'my chosen p4ssword'
      const created = await bootstrap({ username: 'operator', password })
      expect(created).toEqual({ username: 'operator', password, generated: false })
      const [row] = await users()
      expect(row?.username).toBe('operator')
      expect(await verifyPassword(password, row?.password_hash ?? '')).toBe(true)
      expect(formatFirstAdminLogin(created!)).not.toContain(password)
    })

    it('counts any user with the admin role, whatever its name, and ignores editors and visitors', async () => {
      await insertUser('alice', ['editor', 'visitor'])
      await insertUser('administrator-fan', ['visitor'])
      const created = await bootstrap({ username: 'admin', password: undefined })
      expect(created?.username).toBe('admin')

      await database.db.deleteFrom('admin_users').execute()
      await insertUser('root', ['editor', 'admin'])
      expect(await bootstrap({ username: 'admin', password: undefined })).toBeNull()
    })

    it('refuses clearly when no admin exists and the name is taken by a non-admin', async () => {
      await insertUser('admin', ['editor'])
      const attempt = bootstrap({ username: 'admin', password: undefined })
      await expect(attempt).rejects.toThrow(AdminBootstrapError)
      await expect(bootstrap({ username: 'admin', password: undefined })).rejects.toThrow(
        /set ADMIN_USERNAME to a free name/,
      )
      expect(await users()).toHaveLength(1)
    })

    it('creates exactly one admin when two servers start at once', async () => {
      const results = await Promise.all([
        bootstrapAdmin(database.db, { username: 'admin', password: undefined }),
        bootstrapAdmin(database.db, { username: 'admin', password: undefined }),
      ])
      expect(results.filter((result) => result !== null)).toHaveLength(1)
      const rows = await users()
      expect(rows).toHaveLength(1)
      const winner = results.find((result) => result !== null)
      expect(await verifyPassword(winner?.password ?? '', rows[0]?.password_hash ?? '')).toBe(true)
    })

    it('admin_tokens: unique token hashes, tied to an existing user, deleted with the user', async () => {
      const userId = await insertUser('admin', ['admin'])
      const token = (tokenHash: string, user = userId) => ({
        id: randomUUID(),
        user_id: user,
        token_hash: tokenHash,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
        created_at: new Date().toISOString(),
      })
      await database.db
        .insertInto('admin_tokens')
        .values(token('a'.repeat(64)))
        .execute()
      await expect(
        database.db
          .insertInto('admin_tokens')
          .values(token('a'.repeat(64)))
          .execute(),
      ).rejects.toThrow()
      await expect(
        database.db
          .insertInto('admin_tokens')
          .values(token('b'.repeat(64), randomUUID()))
          .execute(),
      ).rejects.toThrow()

      await database.db.deleteFrom('admin_users').where('id', '=', userId).execute()
      expect(await database.db.selectFrom('admin_tokens').selectAll().execute()).toEqual([])
    })

    it('admin_users: usernames are unique', async () => {
      await insertUser('carol', ['editor'])
      await expect(insertUser('carol', ['visitor'])).rejects.toThrow()
    })
  })
}

describe('admin roles', () => {
  it('encode known roles in a fixed order without duplicates', () => {
    expect(encodeAdminRoles(['visitor', 'admin', 'visitor'])).toBe('["admin","visitor"]')
    expect(() => encodeAdminRoles(['root' as 'admin'])).toThrow(/unknown admin role "root"/)
  })
})

describe('formatFirstAdminLogin', () => {
  it('shows a generated password once, with how to choose one', () => {
    const text = formatFirstAdminLogin({
      username: 'admin',
      password: 'q7XfRk2mWb9TzH4dNcYp',
      generated: true,
    })
    expect(text).toContain('First admin login (shown once; set ADMIN_PASSWORD to choose it)')
    expect(text).toContain('username: admin')
    expect(text).toContain('password: q7XfRk2mWb9TzH4dNcYp')
  })
})

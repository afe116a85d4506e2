import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { callAdmin, insertAdminUser, testPassword } from './adminTestHelpers.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

/**
 * Issue 17: anyone could lock any operator out of sign-in (the per-username limit refused the right
 * password too), IPv6 clients got a fresh limit per address, and a full limiter forgot a blocked
 * username. Each attempt is a scrypt check (at the light test cost here), so the limits stay small.
 */
for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`sign-in limits on ${dialect.name}`, () => {
    let clock = Date.parse('2026-11-20T10:00:00.000Z')
    const server = useAppOnMigratedDatabase(dialect, {
      admin: {
        now: () => clock,
        loginLimits: { perIp: 4, perUsername: 3, windowMs: 15 * 60_000, maxKeys: 6 },
      },
    })
    const { database } = server

    beforeAll(async () => {
      await insertAdminUser(database.db, 'admin', ['admin'])
    })

    // A fresh window for every test.
    beforeEach(() => {
      clock += 24 * 3600_000
    })

    const login = (password: string, ip: string, username = 'admin') =>
      callAdmin(server.app, 'POST', '/vue-element-admin/user/login', { body: { username, password }, ip })

    it('never refuses the right password from a client that has not been failing', async () => {
      // Anonymous guesses from three addresses use up the username's limit ...
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        expect((await login('guess', ip)).body.code).toBe(60204)
      }
      // ... so a client that has been failing is refused even with the right password,
      expect((await login(testPassword, '203.0.113.1')).body.code).toBe(42900)
      // while the operator, from a client with no failures, signs in.
      expect((await login(testPassword, '198.51.100.20')).body.code).toBe(20000)
      // A clean client still gets one wrong guess checked (60204), then it is a failing client.
      expect((await login('guess', '198.51.100.21')).body.code).toBe(60204)
      expect((await login(testPassword, '198.51.100.21')).body.code).toBe(42900)
    })

    it('keeps the per-IP limit, counting an IPv6 client by its /64', async () => {
      const prefix = '2001:db8:17:42'
      for (let index = 1; index <= 4; index++) {
        expect((await login('guess', `${prefix}::${index}`, `nobody${index}`)).body.code).toBe(60204)
      }
      // Another address of the same /64 is the same client: refused, right password or not.
      expect((await login(testPassword, `${prefix}:0:ffff:0:9`)).body.code).toBe(42900)
      expect((await login(testPassword, `${prefix}::abcd`)).body.code).toBe(42900)
      // The next /64 is another client.
      expect((await login(testPassword, '2001:db8:17:43::1')).body.code).toBe(20000)
    })

    it('does not forget a blocked username when the limiter is full of other keys', async () => {
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
        expect((await login('guess', ip)).body.code).toBe(60204)
      }
      // Junk usernames fill the in-memory username limiter (maxKeys 6; the database has no such
      // bound) from two more clients, each under its own limit.
      for (let index = 0; index < 6; index++) {
        await login('guess', index < 3 ? '192.0.2.10' : '192.0.2.11', `junk${index}`)
      }
      // The failing client is still refused on the blocked username.
      expect((await login(testPassword, '192.0.2.1')).body.code).toBe(42900)
    })
  })
}

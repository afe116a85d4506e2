import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { encodeRoleKeys } from '../src/admin/encodeRoleKeys.ts'
import { hashPassword } from '../src/auth/hashPassword.ts'
import { testScryptParameters } from '../src/auth/scryptParameters.ts'
import type { Database } from '../src/db/Database.ts'

/**
 * One password for every test operator, hashed once per process at the light test cost (each
 * sign-in verifies at the cost its hash names: testScryptParameters).
 */
export const testPassword = 'correct horse battery staple'
let testPasswordHash: Promise<string> | undefined

/**
 * Inserts an operator with `testPassword` straight into the database, named `name` (by default its
 * username and " name"); returns its id.
 *
 * @example
 * const id = await insertAdminUser(database.db, 'alice', ['editor'])
 * await insertAdminUser(database.db, 'zoe.w', ['visitor'], 'Zoë Ünal')
 */
export async function insertAdminUser(
  db: Kysely<Database>,
  username: string,
  roles: string[],
  name = `${username} name`,
): Promise<string> {
  testPasswordHash ??= hashPassword(testPassword, testScryptParameters)
  const id = randomUUID()
  const now = new Date().toISOString()
  await db
    .insertInto('admin_users')
    .values({
      id,
      username,
      password_hash: await testPasswordHash,
      roles: encodeRoleKeys(roles),
      name,
      avatar: '',
      introduction: '',
      created_at: now,
      updated_at: now,
    })
    .execute()
  return id
}

export type AdminAnswer = {
  statusCode: number
  headers: Record<string, unknown>
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, each asserting the shape it needs
  body: { code: number; message: string; data: any }
}

/**
 * Calls the admin API through app.inject; `token` goes into X-Token.
 *
 * @example
 * const { body } = await callAdmin(app, 'GET', '/vue-element-admin/roles', { token })
 */
export async function callAdmin(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
): Promise<AdminAnswer> {
  const reply = await app.inject({
    method,
    url: `/prod-api${path}`,
    headers: options.token === undefined ? {} : { 'x-token': options.token },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
  })
  return { statusCode: reply.statusCode, headers: reply.headers, body: reply.json() }
}

/**
 * Signs in with `testPassword` and returns the token (fails the test when sign-in fails).
 *
 * @example
 * const token = await signIn(app, 'admin')
 */
export async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const { body } = await callAdmin(app, 'POST', '/vue-element-admin/user/login', {
    body: { username, password: testPassword },
  })
  if (body.code !== 20000) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`)
  return body.data.token
}

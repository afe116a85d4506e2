import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertAdminUser, signIn } from './adminTestHelpers.ts'
import { testDialects } from './testDatabases.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

/**
 * Random payloads at every public /api route and every admin content route: whatever arrives, the server never
 * answers 500, always answers its envelope without a stack trace, and a refused request changes no
 * row of any content table.
 */

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; fields: string[]; admin: boolean }

const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/v1/web/feedback',
    fields: ['category', 'description', 'email', 'contact'],
    admin: false,
  },
  { method: 'POST', path: '/api/v1/web/errors', fields: ['err', 'info', 'url', 'userAgent'], admin: false },
  {
    method: 'POST',
    path: '/api/v1/web/deployments',
    fields: ['kind', 'chainId', 'address', 'txHash', 'deployer'],
    admin: false,
  },
  { method: 'GET', path: '/api/v1/web/announcements', fields: ['limit'], admin: false },
  { method: 'GET', path: '/api/v1/web/announcements/:x', fields: [], admin: false },
  { method: 'GET', path: '/api/v1/web/vip/info', fields: ['address', 'chain'], admin: false },
  // The other public routes, so every /api route meets random input (the explorer ones answer from
  // their parameter checks and the missing key: nothing leaves the machine).
  { method: 'POST', path: '/api/v1/web/vip/info', fields: ['address', 'chain'], admin: false },
  { method: 'GET', path: '/api/health', fields: [], admin: false },
  { method: 'GET', path: '/api/v1/web/config', fields: [], admin: false },
  { method: 'GET', path: '/api/v1/web/donation', fields: [], admin: false },
  { method: 'GET', path: '/api/v1/web/chains/local', fields: [], admin: false },
  {
    method: 'POST',
    path: '/api/v1/web/explorer/verify',
    fields: ['chainId', 'contractAddress', 'contractName', 'constructorArguments'],
    admin: false,
  },
  { method: 'GET', path: '/api/v1/web/explorer/verify/status', fields: ['chainId', 'guid'], admin: false },
  { method: 'GET', path: '/api/v1/web/explorer/chains', fields: [], admin: false },
  {
    method: 'GET',
    path: '/api/v1/web/explorer/logs',
    fields: ['chainId', 'owner', 'topic0', 'fromBlock', 'toBlock', 'page', 'offset'],
    admin: false,
  },
  { method: 'GET', path: '/api/v1/web/explorer/verified', fields: ['chainId', 'address'], admin: false },
  {
    method: 'GET',
    path: '/feedback/list',
    fields: ['page', 'limit', 'status', 'category', 'q', 'sort'],
    admin: true,
  },
  { method: 'GET', path: '/feedback/export', fields: ['status', 'category', 'q', 'sort'], admin: true },
  { method: 'PUT', path: '/feedback/:x', fields: ['status'], admin: true },
  { method: 'GET', path: '/vip/list', fields: ['page', 'limit', 'address', 'chainId'], admin: true },
  { method: 'PUT', path: '/vip', fields: ['address', 'chainId', 'level', 'expiresAt'], admin: true },
  { method: 'DELETE', path: '/vip/:x/:x', fields: [], admin: true },
  {
    method: 'GET',
    path: '/article/list',
    fields: ['importance', 'type', 'title', 'page', 'limit', 'sort'],
    admin: true,
  },
  { method: 'GET', path: '/article/detail', fields: ['id'], admin: true },
  { method: 'GET', path: '/article/pv', fields: ['id'], admin: true },
  {
    method: 'POST',
    path: '/article/create',
    fields: ['title', 'type', 'importance', 'status', 'display_time', 'image_uri', 'platforms', 'content'],
    admin: true,
  },
  {
    method: 'POST',
    path: '/article/update',
    fields: ['id', 'title', 'type', 'importance', 'status', 'display_time', 'image_uri', 'platforms'],
    admin: true,
  },
  { method: 'GET', path: '/errorlog/list', fields: ['page', 'limit'], admin: true },
  { method: 'GET', path: '/transaction/list', fields: ['page', 'limit', 'kind', 'chainId'], admin: true },
  { method: 'GET', path: '/dashboard/stats', fields: ['days'], admin: true },
  { method: 'POST', path: '/upload', fields: ['kind', 'file'], admin: true },
  { method: 'GET', path: '/upload/list', fields: ['page', 'limit', 'kind'], admin: true },
  { method: 'DELETE', path: '/upload/:x', fields: [], admin: true },
]

/** Values near and far from valid: the enum words, numbers at the edges, addresses, junk. */
const value = fc.oneof(
  fc.string(),
  fc.constantFrom('bug', 'open', 'handled', 'US', 'published', 'token', 'chain', '-id', '+id', '', ' '),
  fc.constantFrom(
    '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    `0x${'ab'.repeat(32)}`,
    '2099-01-01T00:00:00Z',
  ),
  fc.integer(),
  fc.constantFrom(0, -1, 1, 3, 56, 2 ** 31, 2 ** 53, Number.MAX_VALUE),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
)

const input = (fields: string[]) =>
  fc.oneof(
    fc.dictionary(
      fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.string()) : fc.string(),
      value,
      {
        maxKeys: 8,
      },
    ),
    fc.anything(),
  )

const pathSegment = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '56',
    'abc',
    '..',
    '%2e%2e',
    `${'a'.repeat(64)}.png`,
    '99999999999999999999',
  ),
)

function queryOf(data: unknown): string {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return ''
  const params = new URLSearchParams()
  for (const [key, item] of Object.entries(data))
    params.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))
  return params.toString()
}

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(
    `content routes under random input on ${dialect.name}`,
    () => {
      const server = useAppOnMigratedDatabase(dialect, {
        dataDirPrefix: 'tokenbox-properties-',
        publicContentLimits: { feedback: 1e9, clientErrors: 1e9, deployments: 1e9, announcements: 1e9 },
      })
      const { database } = server
      let token: string

      beforeAll(async () => {
        await insertAdminUser(database.db, 'boss', ['admin'])
        token = await signIn(server.app, 'boss')
      })

      const snapshot = async () => {
        const { db } = database
        return JSON.stringify([
          await db.selectFrom('feedback').selectAll().orderBy('id').execute(),
          await db.selectFrom('articles').selectAll().orderBy('id').execute(),
          await db.selectFrom('client_errors').selectAll().orderBy('id').execute(),
          await db.selectFrom('deployments').selectAll().orderBy('id').execute(),
          await db.selectFrom('uploads').selectAll().orderBy('name').execute(),
          await db.selectFrom('vip_levels').selectAll().orderBy('address').orderBy('chain_id').execute(),
        ])
      }

      it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
        '%s: never a 500, always the envelope, nothing changed when refused',
        async (_name, route) => {
          await fc.assert(
            fc.asyncProperty(
              input(route.fields),
              fc.array(pathSegment, { minLength: 2, maxLength: 2 }),
              fc.constantFrom('json', 'form'),
              async (data, segments, encoding) => {
                let path = route.path
                for (const segment of segments) path = path.replace(':x', encodeURIComponent(segment))
                const url = route.admin ? `/prod-api/vue-element-admin${path}` : path
                const hasBody = route.method === 'POST' || route.method === 'PUT'
                const query = hasBody ? '' : queryOf(data)
                const body =
                  encoding === 'form'
                    ? queryOf(data)
                    : (JSON.stringify(data === undefined ? null : data) ?? 'null')
                const before = await snapshot()
                const reply = await server.app.inject({
                  method: route.method,
                  url: query ? `${url}?${query}` : url,
                  headers: {
                    ...(route.admin ? { 'x-token': token } : {}),
                    ...(hasBody
                      ? {
                          'content-type':
                            encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
                        }
                      : {}),
                  },
                  ...(hasBody ? { payload: body } : {}),
                })
                expect(reply.statusCode).not.toBe(500)
                expect(reply.body).not.toMatch(/\n\s+at .+:\d+:\d+/)
                const answer = reply.json() as { status?: string; code?: number; message?: string }
                // The route itself was reached (a typo in the table above would otherwise pass silently),
                // unless an empty or dot segment made the URL another path.
                const routable = segments.every((segment) => !['', '.', '..'].includes(segment))
                if (routable) expect(answer.message).not.toBe('No such admin API route.')
                // 404 by design: an announcement that is not there, the local chain when it is off.
                if (
                  routable &&
                  !path.startsWith('/api/v1/web/announcements/') &&
                  path !== '/api/v1/web/chains/local'
                )
                  expect(reply.statusCode).not.toBe(404)
                const refused = route.admin ? answer.code !== 20000 : answer.status !== '1'
                if (route.admin) expect(typeof answer.code).toBe('number')
                else expect(['0', '1']).toContain(answer.status)
                if (refused) expect(await snapshot()).toBe(before)
              },
            ),
            { numRuns: 40 },
          )
        },
        // 40 runs with a six-table snapshot around each: over the 30 s default on a loaded machine.
        180_000,
      )

      it('refuses text with a NUL character everywhere (PostgreSQL cannot store it), changing nothing', async () => {
        const before = await snapshot()
        const login = await server.app.inject({
          method: 'POST',
          url: '/prod-api/vue-element-admin/user/login',
          payload: { username: '\u0000\u202e👩\u200d💻', password: 'correct horse battery staple' },
        })
        expect(login.json()).toMatchObject({ code: 40001 })
        const feedback = await server.app.inject({
          method: 'POST',
          url: '/api/v1/web/feedback',
          payload: { category: 'bug', description: 'A NUL \u0000 in the middle of it', email: 'a@b.example' },
        })
        expect(feedback.statusCode).toBe(400)
        expect(feedback.json()).toMatchObject({ status: '0' })
        const search = await server.app.inject({
          method: 'GET',
          url: '/prod-api/vue-element-admin/search/user?name=%00',
          headers: { 'x-token': token },
        })
        expect(search.json()).toMatchObject({ code: 40001 })
        expect(await snapshot()).toBe(before)
      })
    },
  )
}

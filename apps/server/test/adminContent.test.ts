import { mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { basename, join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { uploadMaxBytes } from '../src/content/uploads.ts'
import { callAdmin, insertAdminUser, signIn } from './adminTestHelpers.ts'
import { listenOnFreePort } from './listenOnFreePort.ts'
import { testDialects } from './testDatabases.ts'
import { gif, svg, tinyPng } from './testImages.ts'
import { buildAppOn, useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

const checksummed = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const dead = '0x000000000000000000000000000000000000dEaD'
const day = 86_400_000

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----tokenboxtest7MA4YWxkTrZu0gW'
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : ''
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`))
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value)
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`admin content routes on ${dialect.name}`, () => {
    const server = useAppOnMigratedDatabase(dialect, {
      dataDirPrefix: 'tokenbox-admin-content-',
      publicContentLimits: {
        feedback: 10_000,
        clientErrors: 10_000,
        deployments: 10_000,
        announcements: 10_000,
      },
    })
    const { database } = server
    const tokens: Record<'admin' | 'editor' | 'visitor', string> = { admin: '', editor: '', visitor: '' }
    const vea = '/vue-element-admin'

    beforeAll(async () => {
      await insertAdminUser(database.db, 'boss', ['admin'])
      await insertAdminUser(database.db, 'writer', ['editor'])
      await insertAdminUser(database.db, 'reader', ['visitor'])
      tokens.admin = await signIn(server.app, 'boss')
      tokens.editor = await signIn(server.app, 'writer')
      tokens.visitor = await signIn(server.app, 'reader')
    })

    const as = (
      role: keyof typeof tokens,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      body?: unknown,
    ) => callAdmin(server.app, method, `${vea}${path}`, { token: tokens[role], body })

    describe('roles', () => {
      it.each([
        ['GET', '/feedback/list'],
        ['GET', '/feedback/export'],
        ['GET', '/vip/list'],
        ['GET', '/article/list'],
        ['GET', '/errorlog/list'],
        ['GET', '/transaction/list'],
        ['GET', '/dashboard/stats'],
        ['GET', '/upload/list'],
      ] as const)('every role reads %s %s; no token is 50008', async (method, path) => {
        for (const role of ['admin', 'editor', 'visitor'] as const) {
          const { statusCode, body } = await as(role, method, path)
          expect(statusCode).toBe(200)
          expect(body.code).toBe(20000)
        }
        const anonymous = await callAdmin(server.app, method, `${vea}${path}`)
        expect(anonymous.body.code).toBe(50008)
      })

      it('visitors cannot write; editors cannot clear the error log', async () => {
        const writes = [
          ['PUT', '/feedback/1', { status: 'handled' }],
          ['PUT', '/vip', { address: checksummed, chainId: 56, level: 1 }],
          ['DELETE', `/vip/56/${checksummed}`, undefined],
          ['POST', '/article/create', { title: 'x', type: 'US' }],
          ['POST', '/article/update', { id: 1, title: 'x' }],
          ['DELETE', `/upload/${'a'.repeat(64)}.png`, undefined],
          ['DELETE', '/errorlog', undefined],
        ] as const
        for (const [method, path, body] of writes) {
          const { statusCode, body: answer } = await as('visitor', method, path, body)
          expect(statusCode).toBe(200)
          expect(answer.code).toBe(40003)
        }
        expect((await as('editor', 'DELETE', '/errorlog')).body.code).toBe(40003)
        expect(await database.db.selectFrom('articles').selectAll().execute()).toEqual([])
        expect(await database.db.selectFrom('vip_levels').selectAll().execute()).toEqual([])
      })
    })

    describe('feedback', () => {
      beforeAll(async () => {
        const send = (payload: Record<string, string>) =>
          server.app.inject({ method: 'POST', url: '/api/v1/web/feedback', payload })
        await send({
          category: 'bug',
          description: 'The lock page is broken on Base.',
          email: 'a@example.com',
        })
        await send({
          category: 'chain',
          description: 'Please add Sonic (50% of my users).',
          contact: '@sonicfan',
        })
        await send({ category: 'other', description: 'Thanks for the toolbox!', email: 'b@example.com' })
      })

      it('lists, filters, searches and sorts', async () => {
        const all = await as('visitor', 'GET', '/feedback/list')
        expect(all.body.data.total).toBe(3)
        expect(all.body.data.items.map((item: { category: string }) => item.category)).toEqual([
          'other',
          'chain',
          'bug',
        ])
        const oldest = await as('visitor', 'GET', '/feedback/list?sort=%2Bid&limit=1&page=2')
        expect(oldest.body.data).toMatchObject({ total: 3, items: [{ category: 'chain' }] })
        const bugs = await as('visitor', 'GET', '/feedback/list?category=bug')
        expect(bugs.body.data.items).toHaveLength(1)
        // A LIKE wildcard in q is a literal character: 50% matches one message, not all.
        const percent = await as('visitor', 'GET', '/feedback/list?q=50%25')
        expect(percent.body.data.total).toBe(1)
        const upper = await as('visitor', 'GET', '/feedback/list?q=SONICFAN')
        expect(upper.body.data.total).toBe(1)
        const underscore = await as('visitor', 'GET', '/feedback/list?q=_')
        expect(underscore.body.data.total).toBe(0)
      })

      it('marks handled, filters by status and exports', async () => {
        const { items } = (await as('editor', 'GET', '/feedback/list?category=bug')).body.data
        const marked = await as('editor', 'PUT', `/feedback/${items[0].id}`, { status: 'handled' })
        expect(marked.body).toMatchObject({ code: 20000, data: { id: items[0].id, status: 'handled' } })
        expect((await as('visitor', 'GET', '/feedback/list?status=open')).body.data.total).toBe(2)
        const exported = await as('visitor', 'GET', '/feedback/export?status=open')
        expect(exported.body.data.total).toBe(2)
        expect(exported.body.data.items[0]).toHaveProperty('email')
        expect((await as('editor', 'PUT', '/feedback/99999', { status: 'handled' })).body.code).toBe(40004)
      })

      it.each([
        ['GET', '/feedback/list?status=closed', 'status'],
        ['GET', '/feedback/list?limit=0', 'limit'],
        ['GET', '/feedback/list?page=abc', 'page'],
        ['GET', '/feedback/list?sort=name', 'sort'],
        ['PUT', '/feedback/abc', 'id'],
      ] as const)('%s %s answers 40001 naming %s', async (method, path, field) => {
        const { statusCode, body } = await as(
          'editor',
          method,
          path,
          method === 'PUT' ? { status: 'open' } : undefined,
        )
        expect(statusCode).toBe(200)
        expect(body.code).toBe(40001)
        expect(body.message).toContain(field)
      })

      it('refuses a PUT without a valid status and changes nothing', async () => {
        const before = await database.db.selectFrom('feedback').selectAll().orderBy('id').execute()
        for (const body of [{}, { status: 'closed' }, { status: ['handled', 'open'] }, { status: null }]) {
          const answer = await as('editor', 'PUT', `/feedback/${before[0]?.id}`, body)
          expect(answer.body.code).toBe(40001)
        }
        expect(await database.db.selectFrom('feedback').selectAll().orderBy('id').execute()).toEqual(before)
      })
    })

    describe('vip', () => {
      const lookup = async (address: string, chain: number) =>
        (
          await server.app.inject({
            method: 'GET',
            url: `/api/v1/web/vip/info?address=${address}&chain=${chain}`,
          })
        ).json().data.vip

      it('sets a level the public lookup reads, lists and deletes it', async () => {
        const set = await as('editor', 'PUT', '/vip', { address: checksummed, chainId: 56, level: 3 })
        expect(set.body).toMatchObject({
          code: 20000,
          data: {
            address: checksummed.toLowerCase(),
            chainId: 56,
            level: 3,
            expiresAt: null,
            expired: false,
          },
        })
        expect(await lookup(checksummed, 56)).toBe(3)
        const expiresAt = new Date(Date.now() + day).toISOString()
        await as('admin', 'PUT', '/vip', { address: dead, chainId: 1, level: 2, expiresAt })
        expect(await lookup(dead, 1)).toBe(2)
        const listed = await as('visitor', 'GET', `/vip/list?address=${dead.toLowerCase()}`)
        expect(listed.body.data).toMatchObject({ total: 1, items: [{ chainId: 1, level: 2, expiresAt }] })
        expect((await as('visitor', 'GET', '/vip/list?chainId=56')).body.data.total).toBe(1)
        const deleted = await as('editor', 'DELETE', `/vip/56/${checksummed}`)
        expect(deleted.body).toEqual({ code: 20000, message: 'success', data: { deleted: true } })
        expect(await lookup(checksummed, 56)).toBe(0)
        expect((await as('editor', 'DELETE', `/vip/56/${checksummed}`)).body.code).toBe(40004)
      })

      it('respects expiry: a level that has expired reads 0 and shows as expired', async () => {
        await database.db
          .updateTable('vip_levels')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('address', '=', dead.toLowerCase())
          .execute()
        expect(await lookup(dead, 1)).toBe(0)
        const listed = await as('visitor', 'GET', `/vip/list?address=${dead}`)
        expect(listed.body.data.items[0].expired).toBe(true)
      })

      it.each([
        [{ address: '0x1234', chainId: 56, level: 1 }, 'address'],
        [{ address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96046', chainId: 56, level: 1 }, 'address'],
        [{ address: checksummed, chainId: 0, level: 1 }, 'chainId'],
        [{ address: checksummed, chainId: 56, level: -1 }, 'level'],
        [{ address: checksummed, chainId: 56, level: 100 }, 'level'],
        [{ address: checksummed, chainId: 56, level: 1, expiresAt: 'tomorrow' }, 'expiresAt'],
        [{ address: checksummed, chainId: 56, level: 1, expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
        [{ chainId: 56, level: 1 }, 'address'],
      ])('refuses %j naming %s, storing nothing', async (body, field) => {
        const before = await database.db.selectFrom('vip_levels').selectAll().execute()
        const answer = await as('admin', 'PUT', '/vip', body)
        expect(answer.body.code).toBe(40001)
        expect(answer.body.message).toContain(field)
        expect(await database.db.selectFrom('vip_levels').selectAll().execute()).toEqual(before)
      })
    })

    describe('articles', () => {
      let id: number

      it('creates with defaults and the operator as author', async () => {
        const created = await as('editor', 'POST', '/article/create', {
          title: '  Lock on Base  ',
          type: 'US',
          importance: 3,
          status: 'published',
          display_time: '2026-01-02 03:04:05',
          platforms: ['a-platform'],
          image_uri: `/uploads/${'a'.repeat(64)}.png`,
        })
        expect(created.body.code).toBe(20000)
        expect(created.body.data).toMatchObject({
          title: 'Lock on Base',
          author: 'writer',
          importance: 3,
          type: 'US',
          status: 'published',
          display_time: '2026-01-02T03:04:05.000Z',
          comment_disabled: false,
          pageviews: 0,
          content: '',
          platforms: ['a-platform'],
        })
        id = created.body.data.id
        const draft = await as('admin', 'POST', '/article/create', { title: 'Draft news', type: 'EU' })
        expect(draft.body.data).toMatchObject({ status: 'draft', importance: 1 })
      })

      it('lists with the template query, details, counts pageviews', async () => {
        const list = await as(
          'visitor',
          'GET',
          '/article/list?importance=3&type=US&title=lock&page=1&limit=20&sort=-id',
        )
        expect(list.body.data).toMatchObject({ total: 1, items: [{ id }] })
        const all = await as('visitor', 'GET', '/article/list?sort=%2Bid')
        expect(all.body.data.items.map((item: { id: number }) => item.id)[0]).toBe(id)
        expect((await as('visitor', 'GET', `/article/detail?id=${id}`)).body.data.title).toBe('Lock on Base')
        await server.app.inject({ method: 'GET', url: `/api/v1/web/announcements/${id}` })
        const pv = await as('visitor', 'GET', `/article/pv?id=${id}`)
        expect(pv.body.data).toEqual({ id, pageviews: 1, pvData: [{ key: 'public', pv: 1 }] })
        expect((await as('visitor', 'GET', '/article/detail?id=99999')).body.code).toBe(40004)
        const publicList = (
          await server.app.inject({ method: 'GET', url: '/api/v1/web/announcements' })
        ).json()
        expect(publicList.data.items.map((item: { id: number }) => item.id)).toEqual([id])
      })

      it('updates only the given fields', async () => {
        const updated = await as('admin', 'POST', '/article/update', {
          id,
          status: 'draft',
          comment_disabled: true,
        })
        expect(updated.body.data).toMatchObject({
          id,
          title: 'Lock on Base',
          status: 'draft',
          comment_disabled: true,
          author: 'writer',
          pageviews: 1,
        })
        expect((await as('admin', 'POST', '/article/update', { id: 99999, title: 'x' })).body.code).toBe(
          40004,
        )
      })

      it.each([
        [{ type: 'US' }, 'title'],
        [{ title: '   ', type: 'US' }, 'title'],
        [{ title: 'x', type: 'XX' }, 'type'],
        [{ title: 'x', type: 'US', importance: 4 }, 'importance'],
        [{ title: 'x', type: 'US', status: 'deleted' }, 'status'],
        [{ title: 'x', type: 'US', display_time: 'soon' }, 'display_time'],
        [{ title: 'x', type: 'US', image_uri: 'javascript:alert(1)' }, 'image_uri'],
        [{ title: 'x', type: 'US', platforms: [''] }, 'platforms'],
        [{ title: 'x', type: 'US', platforms: { web: true } }, 'platforms'],
      ])('create refuses %j naming %s', async (body, field) => {
        const before = await database.db.selectFrom('articles').selectAll().execute()
        const answer = await as('editor', 'POST', '/article/create', body)
        expect(answer.body.code).toBe(40001)
        expect(answer.body.message).toContain(field)
        expect(await database.db.selectFrom('articles').selectAll().execute()).toEqual(before)
      })

      // The public dashboard puts image_uri in an <img src>: nothing in it may end the attribute or
      // open a tag where a page writes it without escaping (issue 54 point 10).
      it('refuses an image_uri with a quote, whitespace, an angle bracket, a backtick, a backslash or a control', async () => {
        const refused = [
          'https://x"onerror="alert(1)',
          "https://x'onerror='alert(1)",
          'https://x/a b.png',
          'https://x/a\tb.png',
          'https://x/a.png\n',
          'https://x/<script>',
          'https://x/a.png>',
          'https://x/`a`',
          'https://x\\a.png',
          'https://x/a\u0001.png',
          'https://x/a\u007f.png',
          'https://x/a\u0085.png',
          'https://x/a\u00a0.png',
        ]
        const before = await database.db.selectFrom('articles').selectAll().execute()
        for (const image_uri of refused) {
          const created = await as('editor', 'POST', '/article/create', { title: 'x', type: 'US', image_uri })
          expect([created.body.code, created.body.message], image_uri).toEqual([
            40001,
            expect.stringContaining('image_uri'),
          ])
          const updated = await as('editor', 'POST', '/article/update', { id, image_uri })
          expect([updated.body.code, updated.body.message], image_uri).toEqual([
            40001,
            expect.stringContaining('image_uri'),
          ])
        }
        expect(await database.db.selectFrom('articles').selectAll().execute()).toEqual(before)
        // An ordinary image URL, query and escapes included, is still taken.
        const image = 'https://cdn.example/news/a%22b.png?w=640&h=360#top'
        const kept = await as('editor', 'POST', '/article/update', { id, image_uri: image })
        expect([kept.body.code, kept.body.data?.image_uri]).toEqual([20000, image])
      })

      it.each([
        ['/article/list?importance=0', 'importance'],
        ['/article/list?type=MARS', 'type'],
        ['/article/list?sort=title', 'sort'],
        ['/article/detail', 'id'],
        ['/article/pv?id=x', 'id'],
      ])('GET %s answers 40001 naming %s', async (path, field) => {
        const answer = await as('visitor', 'GET', path)
        expect(answer.body.code).toBe(40001)
        expect(answer.body.message).toContain(field)
      })
    })

    describe('error log, transactions and dashboard', () => {
      beforeAll(async () => {
        await server.app.inject({
          method: 'POST',
          url: '/api/v1/web/errors',
          payload: { err: 'boom', url: '/home' },
        })
        const deployment = (kind: string, hash: string, chainId = 56, template?: string) =>
          server.app.inject({
            method: 'POST',
            url: '/api/v1/web/deployments',
            payload: {
              kind,
              chainId,
              address: dead,
              template,
              txHash: `0x${hash.repeat(64)}`,
              deployer: checksummed,
            },
          })
        await deployment('token', '1')
        await deployment('lock', '2')
        await deployment('token', '3', 1, 'dividend')
      })

      it('lists and clears the error log', async () => {
        const list = await as('visitor', 'GET', '/errorlog/list')
        expect(list.body.data).toMatchObject({ total: 1, items: [{ message: 'boom', url: '/home' }] })
        expect((await as('admin', 'DELETE', '/errorlog')).body.data).toEqual({ deleted: 1 })
        expect((await as('visitor', 'GET', '/errorlog/list')).body.data.total).toBe(0)
      })

      it('lists reported deployments newest first, filtered and paged', async () => {
        const list = await as('visitor', 'GET', '/transaction/list?limit=2')
        expect(list.body.data.total).toBe(3)
        expect(
          list.body.data.items.map((item: { kind: string; chainId: number }) => [item.kind, item.chainId]),
        ).toEqual([
          ['token', 1],
          ['lock', 56],
        ])
        expect(list.body.data.items.map((item: { template: string | null }) => item.template)).toEqual([
          'dividend',
          null,
        ])
        expect((await as('visitor', 'GET', '/transaction/list?kind=token&chainId=56')).body.data.total).toBe(
          1,
        )
        expect((await as('visitor', 'GET', '/transaction/list?kind=rug')).body.code).toBe(40001)
      })

      it('counts per day for the dashboard', async () => {
        const stats = (await as('visitor', 'GET', '/dashboard/stats?days=7')).body.data
        const today = new Date().toISOString().slice(0, 10)
        expect(stats.deploymentsPerDay).toEqual(
          expect.arrayContaining([
            { day: today, kind: 'token', count: 2 },
            { day: today, kind: 'lock', count: 1 },
          ]),
        )
        expect(stats.feedbackPerDay.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(
          3,
        )
        expect(stats.totals).toMatchObject({ deployments: 3, feedback: 3, openFeedback: 2 })
        expect(stats.vipLevelsPerChain).toEqual([])
        expect((await as('visitor', 'GET', '/dashboard/stats?days=0')).body.code).toBe(40001)
      })
    })

    describe('uploads', () => {
      const upload = (role: keyof typeof tokens, parts: Parameters<typeof multipartBody>[0], query = '') => {
        const { payload, headers } = multipartBody(parts)
        return server.app
          .inject({
            method: 'POST',
            url: `/prod-api${vea}/upload${query}`,
            headers: { ...headers, 'x-token': tokens[role] },
            payload,
          })
          .then((reply) => ({ statusCode: reply.statusCode, body: reply.json() }))
      }
      const uploadsDir = () => join(server.dataDir, 'uploads')
      const files = () => {
        try {
          return readdirSync(uploadsDir()).sort()
        } catch {
          return []
        }
      }

      it('stores a PNG, serves it, lists and deletes it', async () => {
        const stored = await upload('editor', [
          { name: 'kind', value: 'chain' },
          { name: 'file', value: tinyPng, filename: 'bsc.png', type: 'image/png' },
        ])
        expect(stored.body.code).toBe(20000)
        const { name, url, kind, uploadedBy } = stored.body.data.upload
        expect({ kind, uploadedBy }).toEqual({ kind: 'chain', uploadedBy: 'writer' })
        expect(files()).toEqual([name])
        const served = await server.app.inject({ method: 'GET', url })
        expect(served.headers['content-type']).toBe('image/png')
        expect(served.rawPayload).toEqual(tinyPng)
        const again = await upload(
          'admin',
          [{ name: 'file', value: tinyPng, filename: 'same.png' }],
          '?kind=dapp',
        )
        expect(again.body.data.created).toBe(false)
        expect((await as('visitor', 'GET', '/upload/list?kind=chain')).body.data.total).toBe(1)
        expect((await as('editor', 'DELETE', `/upload/${name}`)).body.data).toEqual({ deleted: true })
        expect(files()).toEqual([])
        expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404)
        expect((await as('editor', 'DELETE', `/upload/${name}`)).body.code).toBe(40004)
      })

      it('answers 40001 to a body that stops before its closing boundary, keeping nothing', async () => {
        const { payload, headers } = multipartBody([
          { name: 'file', value: tinyPng, filename: 'cut.png', type: 'image/png' },
        ])
        // The browser's form cut off mid-file: the image bytes without their end or the boundary.
        for (const cut of [payload.length - 30, payload.length - 80]) {
          const reply = await server.app.inject({
            method: 'POST',
            url: `/prod-api${vea}/upload`,
            headers: { ...headers, 'x-token': tokens.editor },
            payload: payload.subarray(0, cut),
          })
          expect({ status: reply.statusCode, code: reply.json().code }).toEqual({ status: 200, code: 40001 })
          expect(reply.json().message).toContain('file')
        }
        expect(files()).toEqual([])
        expect((await as('visitor', 'GET', '/upload/list')).body.data.total).toBe(0)
      })

      it('leaves no file when the client disconnects in the middle of an upload over a real socket', async () => {
        const listening = await buildAppOn(database, { config: { dataDir: server.dataDir } })
        try {
          const port = Number(new URL(await listenOnFreePort(listening)).port)
          const { payload, headers } = multipartBody([
            { name: 'file', value: Buffer.concat([tinyPng, Buffer.alloc(300_000)]), filename: 'x.png' },
          ])
          const socket = connect(port, '127.0.0.1')
          await new Promise((resolve) => socket.once('connect', resolve))
          socket.write(
            `POST /prod-api${vea}/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Token: ${tokens.editor}\r\n` +
              `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
          )
          // Half the body; once the server is writing the temporary file, the client is gone.
          socket.write(payload.subarray(0, payload.length / 2))
          await expect
            .poll(() => files().some((name) => name.endsWith('.tmp')), { timeout: 10_000 })
            .toBe(true)
          socket.destroy()
          await expect.poll(files, { timeout: 5000 }).toEqual([])
          expect((await as('visitor', 'GET', '/upload/list')).body.data.total).toBe(0)
        } finally {
          await listening.close()
        }
      })

      it('refuses a file name holding NUL before anything is stored (PostgreSQL cannot keep it)', async () => {
        const refused = await upload('editor', [{ name: 'file', value: tinyPng, filename: 'icon\u0000.png' }])
        expect(refused.body).toMatchObject({ code: 40001 })
        expect(refused.body.message).toContain('file')
        // No file left on disk to be served without a row.
        expect(files()).toEqual([])
        expect((await as('visitor', 'GET', '/upload/list')).body.data.total).toBe(0)
      })

      it('refuses an image too large in pixels, however small the file (a decompression bomb)', async () => {
        // A valid PNG header declaring 20,000 x 20,000 pixels: a few dozen bytes that a browser
        // showing the console would try to decode into 1.6 GB.
        const header = Buffer.from(tinyPng)
        header.writeUInt32BE(20_000, 16)
        header.writeUInt32BE(20_000, 20)
        const refused = await upload('editor', [{ name: 'file', value: header, filename: 'bomb.png' }])
        expect(refused.body).toMatchObject({ code: 40001 })
        expect(refused.body.message).toMatch(/pixels/)
        expect(files()).toEqual([])
      })

      it('removes what an interrupted run left behind when the server starts', async () => {
        const dir = uploadsDir()
        mkdirSync(dir, { recursive: true })
        const stale = join(dir, '.upload-0b3e9f6c-stale.tmp')
        const fresh = join(dir, '.upload-5d1c2a7e-fresh.tmp')
        // Killed between the file taking its name and its row committing: no row names it.
        const orphan = join(dir, `${'c'.repeat(64)}.png`)
        const freshOrphan = join(dir, `${'d'.repeat(64)}.png`)
        const stored = await upload('editor', [{ name: 'file', value: gif, filename: 'kept.gif' }])
        const kept = join(dir, stored.body.data.upload.name as string)
        for (const file of [stale, fresh, orphan, freshOrphan]) writeFileSync(file, tinyPng)
        const hourAgo = new Date(Date.now() - 3600_000)
        for (const file of [stale, orphan, kept]) utimesSync(file, hourAgo, hourAgo)
        const restarted = await buildAppOn(database, { config: { dataDir: server.dataDir } })
        try {
          // The stale ones go; files still being written or committed (by another instance sharing
          // the folder) stay, and so do stored images.
          expect(files()).toEqual([basename(fresh), basename(freshOrphan), basename(kept)].sort())
          expect(
            (await restarted.inject({ method: 'GET', url: `/uploads/${basename(freshOrphan)}` })).statusCode,
          ).toBe(404)
          expect((await as('editor', 'DELETE', `/upload/${basename(freshOrphan)}`)).body.data).toEqual({
            deleted: true,
          })
        } finally {
          await restarted.close()
          rmSync(fresh)
          await as('editor', 'DELETE', `/upload/${basename(kept)}`)
        }
        expect(files()).toEqual([])
      })

      it('refuses SVG, oversized files, a missing file, a bad kind and visitors, keeping nothing', async () => {
        const refusals = [
          await upload('editor', [{ name: 'file', value: svg, filename: 'x.svg', type: 'image/svg+xml' }]),
          await upload('editor', [
            {
              name: 'file',
              value: Buffer.concat([tinyPng, Buffer.alloc(uploadMaxBytes)]),
              filename: 'big.png',
            },
          ]),
          await upload('editor', [{ name: 'other', value: 'x' }]),
          await upload('editor', [{ name: 'file', value: tinyPng, filename: 'x.png' }], '?kind=logo'),
          await upload('editor', [
            { name: 'kind', value: 'logo' },
            { name: 'file', value: tinyPng, filename: 'x.png' },
          ]),
        ]
        for (const refusal of refusals) {
          expect(refusal.statusCode).toBe(200)
          expect(refusal.body.code).toBe(40001)
        }
        expect(refusals[0]?.body.message).toContain('file')
        // The reason travels as a code beside the English message: the console words it (issue 77).
        expect(refusals.slice(0, 3).map((refusal) => refusal.body.data?.problems?.[0]?.reason)).toEqual([
          'type',
          'tooLarge',
          'missing',
        ])
        const json = await as('editor', 'POST', '/upload', { file: 'x' })
        expect(json.body.code).toBe(40001)
        const forbidden = await upload('visitor', [{ name: 'file', value: tinyPng, filename: 'x.png' }])
        expect(forbidden.body.code).toBe(40003)
        expect(files()).toEqual([])
        expect((await as('visitor', 'GET', '/upload/list')).body.data.total).toBe(0)
      })
    })
  })
}

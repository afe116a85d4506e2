import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { type ArticleInput, createArticle } from '../src/content/articles.ts'
import { clientErrorCaps } from '../src/content/clientErrors.ts'
import { postRawJson } from './postRawJson.ts'
import { testConfig } from './testConfig.ts'
import { testDialects, useMigratedDatabase } from './testDatabases.ts'

const deployer = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const token = '0x000000000000000000000000000000000000dEaD'
const txHash = `0x${'ab'.repeat(32)}`
const day = 86_400_000

const article = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'Lock tool on Base',
  content_short: 'The lock tool now works on Base.',
  content: '<p>Lock tokens on Base.</p>',
  importance: 2,
  type: 'US',
  status: 'published',
  display_time: new Date(Date.now() - day).toISOString(),
  comment_disabled: false,
  image_uri: '',
  platforms: ['a-platform'],
  reviewer: '',
  ...overrides,
})

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`public content routes on ${dialect.name}`, () => {
    const database = useMigratedDatabase(dialect)
    let app: FastifyInstance
    let limited: FastifyInstance

    beforeAll(async () => {
      const config = testConfig({ database: database.config })
      // Every inject comes from 127.0.0.1: the main app gets limits these tests never reach.
      const unlimited = { feedback: 10_000, clientErrors: 10_000, deployments: 10_000, announcements: 10_000 }
      app = await buildApp({
        config,
        database: database.handle,
        logger: false,
        publicContentLimits: unlimited,
      })
      limited = await buildApp({
        config,
        database: database.handle,
        logger: false,
        publicContentLimits: { feedback: 2, clientErrors: 2, deployments: 2, announcements: 3 },
      })
    })

    afterAll(async () => {
      await app?.close()
      await limited?.close()
    })

    const count = async (table: 'feedback' | 'client_errors' | 'deployments' | 'articles') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      )

    describe('POST /api/v1/web/feedback', () => {
      const good = {
        category: 'bug',
        description: 'The lock page shows no balance on Base.',
        email: 'Someone@Example.com',
        contact: '@someone',
      }
      /** Sends `payload` to the public feedback form's route (JSON unless `headers` say otherwise). */
      const postFeedback = (payload: InjectOptions['payload'], headers: Record<string, string> = {}) =>
        app.inject({ method: 'POST', url: '/api/v1/web/feedback', payload, headers })

      it('stores a form-encoded message as the web helper sends it', async () => {
        const reply = await postFeedback(new URLSearchParams(good).toString(), {
          'content-type': 'application/x-www-form-urlencoded',
        })
        expect(reply.statusCode).toBe(200)
        const { status, data } = reply.json()
        expect(status).toBe('1')
        const row = await database.db
          .selectFrom('feedback')
          .selectAll()
          .where('id', '=', data.id)
          .executeTakeFirstOrThrow()
        expect(row).toMatchObject({
          category: 'bug',
          description: good.description,
          email: 'someone@example.com',
          contact: '@someone',
          status: 'open',
        })
      })

      it('takes JSON, and a contact without an email', async () => {
        const reply = await postFeedback({
          category: 'feature',
          description: 'Please add the Sonic chain.',
          contact: 'tg @me',
        })
        expect(reply.statusCode).toBe(200)
      })

      it.each([
        [{ ...good, category: 'spam' }, 'category'],
        [{ ...good, category: undefined }, 'category'],
        [{ ...good, description: 'too short' }, 'description'],
        [{ ...good, description: '          x          ' }, 'description'],
        [{ ...good, description: 'x'.repeat(5001) }, 'description'],
        [{ ...good, email: 'not-an-email' }, 'email'],
        [{ ...good, email: '', contact: '' }, 'email'],
        [{ ...good, contact: 'c'.repeat(201) }, 'contact'],
        [{ ...good, description: { nested: true } }, 'description'],
      ])('refuses %j naming %s, storing nothing', async (payload, field) => {
        const before = await count('feedback')
        const reply = await postFeedback(payload)
        expect(reply.statusCode).toBe(400)
        expect(reply.json()).toEqual({ status: '0', message: `invalid ${field}`, data: { field } })
        expect(await count('feedback')).toBe(before)
      })

      it('refuses malformed JSON without a stack', async () => {
        const reply = await postRawJson(app, '/api/v1/web/feedback', '{"category":')
        expect(reply.statusCode).toBe(400)
        expect(reply.body).not.toMatch(/at .*\.ts:\d+/)
        expect(reply.json().status).toBe('0')
      })

      it('limits each client IP', async () => {
        const send = (remoteAddress: string) =>
          limited.inject({ method: 'POST', url: '/api/v1/web/feedback', payload: good, remoteAddress })
        expect((await send('10.0.0.1')).statusCode).toBe(200)
        expect((await send('10.0.0.1')).statusCode).toBe(200)
        const before = await count('feedback')
        const refused = await send('10.0.0.1')
        expect(refused.statusCode).toBe(429)
        expect(refused.headers['retry-after']).toMatch(/^\d+$/)
        expect(refused.json()).toEqual({ status: '0', message: 'too many requests', data: null })
        expect(await count('feedback')).toBe(before)
        expect((await send('10.0.0.2')).statusCode).toBe(200)
      })
    })

    describe('POST /api/v1/web/errors', () => {
      it('records an error object, capping long fields', async () => {
        const reply = await app.inject({
          method: 'POST',
          url: '/api/v1/web/errors',
          headers: { 'user-agent': 'HeaderAgent/1.0' },
          payload: {
            err: { message: 'm'.repeat(clientErrorCaps.message + 50), stack: 'Error: m\n    at render' },
            info: 'render',
            url: 'http://127.0.0.1:8080/home',
          },
        })
        expect(reply.statusCode).toBe(200)
        const row = await database.db
          .selectFrom('client_errors')
          .selectAll()
          .where('id', '=', reply.json().data.id)
          .executeTakeFirstOrThrow()
        expect(row.message).toHaveLength(clientErrorCaps.message)
        expect(row.stack).toBe('Error: m\n    at render')
        expect(row.user_agent).toBe('HeaderAgent/1.0')
        expect(row.url).toBe('http://127.0.0.1:8080/home')
      })

      it('records a plain message with the given user agent', async () => {
        const reply = await app.inject({
          method: 'POST',
          url: '/api/v1/web/errors',
          payload: { err: 'x is undefined', userAgent: 'Chrome/156' },
        })
        expect(reply.statusCode).toBe(200)
      })

      it('refuses an empty error, a missing err and an oversized body', async () => {
        const before = await count('client_errors')
        for (const payload of [
          { err: '' },
          { info: 'no err' },
          { err: ['a', 'b'] },
          { err: { message: ' ' } },
        ]) {
          const reply = await app.inject({ method: 'POST', url: '/api/v1/web/errors', payload })
          expect(reply.statusCode).toBe(400)
          expect(reply.json().message).toBe('invalid err')
        }
        const huge = await app.inject({
          method: 'POST',
          url: '/api/v1/web/errors',
          payload: { err: 'x'.repeat(40 * 1024) },
        })
        expect(huge.statusCode).toBe(413)
        expect(huge.json().status).toBe('0')
        expect(await count('client_errors')).toBe(before)
      })

      it('limits each client IP', async () => {
        const send = () =>
          limited.inject({
            method: 'POST',
            url: '/api/v1/web/errors',
            payload: { err: 'e' },
            remoteAddress: '10.1.0.1',
          })
        expect((await send()).statusCode).toBe(200)
        expect((await send()).statusCode).toBe(200)
        expect((await send()).statusCode).toBe(429)
      })
    })

    describe('POST /api/v1/web/deployments', () => {
      const good = { kind: 'token', chainId: 56, address: token, txHash, deployer }

      it('records a deployment once per chain and transaction', async () => {
        const first = await app.inject({ method: 'POST', url: '/api/v1/web/deployments', payload: good })
        expect(first.statusCode).toBe(200)
        expect(first.json().data.created).toBe(true)
        const again = await app.inject({
          method: 'POST',
          url: '/api/v1/web/deployments',
          payload: { ...good, txHash: txHash.toUpperCase().replace('0X', '0x') },
        })
        expect(again.json().data).toEqual({ id: first.json().data.id, created: false })
        const otherChain = await app.inject({
          method: 'POST',
          url: '/api/v1/web/deployments',
          payload: { ...good, chainId: 1 },
        })
        expect(otherChain.json().data.created).toBe(true)
        const row = await database.db
          .selectFrom('deployments')
          .selectAll()
          .where('id', '=', first.json().data.id)
          .executeTakeFirstOrThrow()
        expect(row).toMatchObject({
          kind: 'token',
          chain_id: 56,
          address: token.toLowerCase(),
          tx_hash: txHash,
        })
      })

      it("keeps a token's template, which the console names", async () => {
        const reply = await app.inject({
          method: 'POST',
          url: '/api/v1/web/deployments',
          payload: { ...good, template: 'meme', txHash: `0x${'a1'.repeat(32)}` },
        })
        expect(reply.statusCode).toBe(200)
        const row = await database.db
          .selectFrom('deployments')
          .select(['kind', 'template'])
          .where('id', '=', reply.json().data.id)
          .executeTakeFirstOrThrow()
        expect(row).toEqual({ kind: 'token', template: 'meme' })
      })

      it('takes a form-encoded send report without an address', async () => {
        const reply = await app.inject({
          method: 'POST',
          url: '/api/v1/web/deployments',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            kind: 'send',
            chainId: '137',
            txHash: `0x${'cd'.repeat(32)}`,
            deployer,
          }).toString(),
        })
        expect(reply.statusCode).toBe(200)
      })

      it('accepts a report on a local chain only while its deployments file names that chain', async () => {
        const root = mkdtempSync(join(tmpdir(), 'tokenbox-local-report-'))
        const berlinFile = join(root, 'local-deployments-berlin.json')
        writeFileSync(berlinFile, JSON.stringify({ chainId: 31338, contracts: {} }))
        const local = await buildApp({
          config: testConfig({
            database: database.config,
            localDeployments: [join(root, 'local-deployments.json'), berlinFile],
          }),
          database: database.handle,
          logger: false,
        })
        try {
          const report = (chainId: number) =>
            local.inject({
              method: 'POST',
              url: '/api/v1/web/deployments',
              payload: { ...good, chainId, txHash: `0x${'ef'.repeat(32)}` },
            })
          expect((await report(31338)).statusCode).toBe(200)
          // The default local chain's file does not exist: that chain is off.
          expect((await report(31337)).json().message).toBe('invalid chainId')
        } finally {
          await local.close()
          rmSync(root, { recursive: true, force: true })
        }
      })

      it.each([
        [{ ...good, kind: 'rugpull' }, 'kind'],
        [{ ...good, chainId: 31337 }, 'chainId'],
        [{ ...good, chainId: 999999 }, 'chainId'],
        [{ ...good, chainId: 'bsc' }, 'chainId'],
        [{ ...good, address: undefined }, 'address'],
        [{ ...good, address: '0x1234' }, 'address'],
        [{ ...good, address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96046' }, 'address'],
        [{ ...good, txHash: '0x12' }, 'txHash'],
        [{ ...good, deployer: 'me' }, 'deployer'],
        [{ ...good, template: 'honeypot' }, 'template'],
        [{ ...good, kind: 'lock', template: 'standard' }, 'template'],
      ])('refuses %j naming %s', async (payload, field) => {
        const before = await count('deployments')
        const reply = await app.inject({ method: 'POST', url: '/api/v1/web/deployments', payload })
        expect(reply.statusCode).toBe(400)
        expect(reply.json().message).toBe(`invalid ${field}`)
        expect(await count('deployments')).toBe(before)
      })
    })

    describe('GET /api/v1/web/announcements', () => {
      let published: number
      let draft: number
      let future: number

      beforeAll(async () => {
        published = (await createArticle(database.db, { ...article(), author: 'admin' })).id
        await createArticle(database.db, {
          ...article({ title: 'Newer', display_time: new Date(Date.now() - 1000).toISOString() }),
          author: 'admin',
        })
        draft = (await createArticle(database.db, { ...article({ status: 'draft' }), author: 'admin' })).id
        future = (
          await createArticle(database.db, {
            ...article({ display_time: new Date(Date.now() + day).toISOString() }),
            author: 'admin',
          })
        ).id
      })

      it('lists published ones whose time has come, newest display time first', async () => {
        const reply = await app.inject({ method: 'GET', url: '/api/v1/web/announcements' })
        expect(reply.statusCode).toBe(200)
        const items = reply.json().data.items as { id: number; title: string; platforms: string[] }[]
        expect(items.map((item) => item.title)).toEqual(['Newer', 'Lock tool on Base'])
        expect(items[1]?.platforms).toEqual(['a-platform'])
        const one = await app.inject({ method: 'GET', url: '/api/v1/web/announcements?limit=1' })
        expect(one.json().data.items).toHaveLength(1)
        for (const limit of ['0', '51', 'x']) {
          const bad = await app.inject({ method: 'GET', url: `/api/v1/web/announcements?limit=${limit}` })
          expect(bad.statusCode).toBe(400)
          expect(bad.json().message).toBe('invalid limit')
        }
      })

      it('counts a view of a public one and hides drafts and future ones', async () => {
        const first = await app.inject({ method: 'GET', url: `/api/v1/web/announcements/${published}` })
        const second = await app.inject({ method: 'GET', url: `/api/v1/web/announcements/${published}` })
        expect(first.json().data.pageviews).toBe(1)
        expect(second.json().data.pageviews).toBe(2)
        for (const id of [draft, future, 999999]) {
          const hidden = await app.inject({ method: 'GET', url: `/api/v1/web/announcements/${id}` })
          expect(hidden.statusCode).toBe(404)
        }
        const row = await database.db
          .selectFrom('articles')
          .select('pageviews')
          .where('id', '=', draft)
          .executeTakeFirstOrThrow()
        expect(row.pageviews).toBe(0)
        const bad = await app.inject({ method: 'GET', url: '/api/v1/web/announcements/abc' })
        expect(bad.statusCode).toBe(400)
      })

      it('limits each client IP', async () => {
        const statuses = []
        for (let index = 0; index < 4; index++) {
          statuses.push(
            (
              await limited.inject({
                method: 'GET',
                url: '/api/v1/web/announcements',
                remoteAddress: '10.2.0.1',
              })
            ).statusCode,
          )
        }
        expect(statuses).toEqual([200, 200, 200, 429])
      })
    })
  })
}

import type { FastifyInstance } from 'fastify'
import type { CompiledQuery, LogEvent } from 'kysely'
import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { migrations } from '../src/db/migrations/index.ts'
import { type AdminAnswer, callAdmin, insertAdminUser, signIn } from './adminTestHelpers.ts'
import { queryPlanOf } from './queryPlanOf.ts'
import { testConfig } from './testConfig.ts'
import { type TestDatabase, testDialects } from './testDatabases.ts'

/**
 * Issue 76 point 1: the console's text searches are answered from an index made for them (SQLite:
 * an FTS5 trigram mirror of the lower-cased text; PostgreSQL: pg_trgm GIN indexes on
 * `unicode_lower(column)`), never by folding every row at search time, which on SQLite called a
 * JavaScript function per row on the event loop and stalled the whole server. What they find is
 * unchanged: a case-insensitive substring in any script, `%`, `_` and quotes meaning themselves,
 * rows stored before the index existed included, and every later insert, edit and delete followed.
 */
const descriptions = [
  'Notre ÉCOLE ne voit pas le jeton',
  '按钮不能点击，钱包没有反应',
  'Fees of 50% and more_than expected',
  'He said "stop" twice',
  'ПРИВЕТ, кнопка не работает',
  'a  b double space',
]

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(
    `console text search through an index on ${dialect.name}`,
    () => {
      let testDatabase: TestDatabase | undefined
      let handle: DatabaseHandle
      let app: FastifyInstance
      let token: string
      let captured: CompiledQuery[] = []
      const ids: number[] = []

      beforeAll(async () => {
        testDatabase = await dialect.create()
        handle = createDatabase(testDatabase.config, {
          log: (event: LogEvent) => {
            if (event.level === 'query') captured.push(event.query)
          },
        })
        // Rows stored before migration 0012 made the index: the migration must copy them into it.
        const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } })
        expect((await migrator.migrateTo('0011_ethscription_items')).error).toBeUndefined()
        const time = new Date().toISOString()
        /** Stores each of `texts` as an open feedback row with `fields`, noting its id. */
        const storeFeedback = async (
          texts: string[],
          fields: { category: string; email: string; contact: string },
        ) => {
          for (const description of texts) {
            const row = await handle.db
              .insertInto('feedback')
              .values({ ...fields, description, status: 'open', created_at: time, updated_at: time })
              .returning('id')
              .executeTakeFirstOrThrow()
            ids.push(row.id)
          }
        }
        await storeFeedback(descriptions.slice(0, 4), {
          category: 'bug',
          email: 'someone@example.com',
          contact: '',
        })
        await insertAdminUser(handle.db, 'boss', ['admin'])
        expect(await migrateToLatest(handle.db)).toEqual(['0012_text_search'])
        // Rows stored after: the triggers (SQLite) or the expression indexes (PostgreSQL) follow them.
        await storeFeedback(descriptions.slice(4), {
          category: 'chain',
          email: 'Other.Person@Example.org',
          contact: 'TG: @ВАСЯ',
        })
        app = await buildApp({
          config: testConfig({ database: testDatabase.config }),
          database: handle,
          logger: false,
        })
        token = await signIn(app, 'boss')
      })

      afterAll(async () => {
        await app?.close()
        await handle?.db.destroy()
        await testDatabase?.drop()
      })

      const found = async (q: string) => {
        const { body } = await callAdmin(
          app,
          'GET',
          `/vue-element-admin/feedback/list?limit=100&q=${encodeURIComponent(q)}`,
          {
            token,
          },
        )
        expect(body.code).toBe(20000)
        expect(body.data.total).toBe(body.data.items.length)
        return (body.data.items as { id: number }[]).map((item) => item.id).sort((a, b) => a - b)
      }
      const idOf = (index: number) => ids[index] as number

      /** Searches for each text and expects the rows of `descriptions` at the indexes it maps to. */
      const expectFound = async (cases: Record<string, number[]>) => {
        for (const [text, indexes] of Object.entries(cases))
          expect(await found(text), text).toEqual(indexes.map(idOf))
      }

      it('finds a substring of any length in any script, ignoring case, whatever the index', async () => {
        await expectFound({
          école: [0],
          É: [0],
          按钮: [1],
          钮: [1],
          不能点击: [1],
          привет: [4],
          вася: [4, 5],
          'OTHER.person@': [4, 5],
          kn: [],
          zzzqqq: [],
        })
      })

      it('takes %, _, quotes and spaces as themselves', async () => {
        await expectFound({
          '50%': [2],
          '%': [2],
          e_t: [2],
          _: [2],
          '"stop"': [3],
          '"': [3],
          'a  b': [5],
          'a b d': [],
        })
      })

      it('follows edits and deletes of the searched rows, and of operators', async () => {
        await handle.db
          .updateTable('feedback')
          .set({ description: 'now about the bridge' })
          .where('id', '=', idOf(3))
          .execute()
        expect(await found('stop')).toEqual([])
        expect(await found('BRIDGE')).toEqual([idOf(3)])
        await handle.db.deleteFrom('feedback').where('id', '=', idOf(3)).execute()
        expect(await found('bridge')).toEqual([])
        await handle.db
          .updateTable('admin_users')
          .set({ name: 'Ирина Ёлкина' })
          .where('username', '=', 'boss')
          .execute()
        const { body } = await callAdmin(
          app,
          'GET',
          `/vue-element-admin/users?name=${encodeURIComponent('ёлк')}`,
          { token },
        )
        expect(body.data.items.map((user: { username: string }) => user.username)).toEqual(['boss'])
      })

      it('runs the searches of the feedback and article lists through readOffLoop', async () => {
        const original = handle.readOffLoop
        const sent: string[] = []
        handle.readOffLoop = (query) => {
          sent.push(query.sql)
          return original(query)
        }
        try {
          expect(await found('école')).toEqual([idOf(0)])
          await callAdmin(app, 'GET', '/vue-element-admin/article/list?title=abc', { token })
        } finally {
          handle.readOffLoop = original
        }
        expect(sent.filter((text) => text.includes('from "feedback"'))).toHaveLength(2)
        expect(sent.filter((text) => text.includes('from "articles"'))).toHaveLength(2)
      })

      it.runIf(dialect.name === 'sqlite')(
        'reads off the event loop on a connection of its own: a write in progress is not seen',
        async () => {
          const count = handle.db
            .selectFrom('feedback')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .compile()
          const [before] = await handle.readOffLoop(count)
          await handle.db
            .transaction()
            .execute(async (trx) => {
              await trx.deleteFrom('feedback').execute()
              // Kysely's connection sees its own delete; the worker's read-only connection does not.
              const inside = await trx
                .selectFrom('feedback')
                .select((eb) => eb.fn.countAll<number>().as('count'))
                .executeTakeFirstOrThrow()
              expect(Number(inside.count)).toBe(0)
              expect(await handle.readOffLoop(count)).toEqual([before])
              throw new Error('roll back')
            })
            .catch((error: Error) => expect(error.message).toBe('roll back'))
          expect(Number(before?.count)).toBeGreaterThan(0)
        },
      )

      // Waits only on what it can observe, never on turns of the event loop: the first search is
      // known to hold the gate when its read enters `readOffLoop`, and the second to wait behind it
      // once the third, sent beside it, has been refused (the refusal comes only after both reached
      // the gate). Whatever happens, the held reads are released and awaited when the test ends, so
      // no search outlives it to be counted against the next tests (session 47 saw that cascade).
      it("takes each operator's searches in turn and refuses past the gate's bounds (42900)", async () => {
        await insertAdminUser(handle.db, 'searcher', ['admin'])
        const searcherToken = await signIn(app, 'searcher')
        const original = handle.readOffLoop
        // Every search read waits until released: the searches stay in flight.
        let release: () => void = () => {}
        const released = new Promise<void>((resolve) => {
          release = resolve
        })
        let atDatabase: () => void = () => {}
        const firstAtDatabase = new Promise<void>((resolve) => {
          atDatabase = resolve
        })
        let reads = 0
        handle.readOffLoop = async (query) => {
          reads++
          atDatabase()
          await released
          return original(query)
        }
        const inFlight: Promise<AdminAnswer>[] = []
        onTestFinished(async () => {
          release()
          handle.readOffLoop = original
          await Promise.allSettled(inFlight)
        })
        const search = () => {
          const answer = callAdmin(
            app,
            'GET',
            `/vue-element-admin/feedback/list?q=${encodeURIComponent('école')}`,
            {
              token: searcherToken,
            },
          )
          inFlight.push(answer)
          return answer
        }

        const first = search()
        // A first search answered without reading (refused, failed) fails here, saying what it got.
        const early = await Promise.race([
          firstAtDatabase.then(() => null),
          first.then((answer) => answer.body),
        ])
        if (early !== null)
          throw new Error(`the first search was answered before reading: ${JSON.stringify(early)}`)
        expect(reads).toBe(1)
        // The operator's second search waits at the gate behind the first; the third finds two
        // already held and is refused at once. Which of the two reaches the gate first is the
        // network's choice; whichever is later is the one refused.
        const later = [search(), search()]
        const refused = await Promise.race(later.map((answer, index) => answer.then(() => index)))
        const refusal = await later[refused]
        expect(refusal?.body.code).toBe(42900)
        expect(refusal?.headers['retry-after']).toBe('1')
        // Still one read: the waiting search has not started beside its operator's first.
        expect(reads).toBe(1)
        release()
        const answers = await Promise.all([first, later[1 - refused]])
        expect(answers.map((answer) => answer?.body.data.total)).toEqual([1, 1])
      })

      const planOf = (query: CompiledQuery) => queryPlanOf(handle, query)

      const searches = [
        {
          path: '/feedback/list?q=nothing-matches-this',
          table: 'feedback',
          columns: ['description', 'email', 'contact'],
        },
        {
          path: '/feedback/export?q=nothing-matches-this',
          table: 'feedback',
          columns: ['description', 'email', 'contact'],
        },
        { path: '/article/list?title=nothing-matches-this', table: 'articles', columns: ['title'] },
        { path: '/users?name=nothing-matches-this', table: 'admin_users', columns: ['username', 'name'] },
      ]

      it.each(searches)('$path is answered from the index', async ({ path, table, columns }) => {
        captured = []
        const { body } = await callAdmin(app, 'GET', `/vue-element-admin${path}`, { token })
        expect(body.code).toBe(20000)
        // SQLite: every statement that reads the mirror. PostgreSQL: the count, whose plan shows the
        // indexes; a page's plan depends on the table's statistics (a small table is read in id order
        // under its LIMIT), and an export's pages are bounded by a span of ids anyway.
        const statements = captured.filter((query) =>
          dialect.name === 'sqlite'
            ? query.sql.includes(`"${table}_search"`)
            : query.sql.includes(' like ') && !query.sql.includes(' order by '),
        )
        if (dialect.name === 'postgres' && path.includes('/export')) {
          const pages = captured.filter((query) => query.sql.includes(' like '))
          expect(pages.length).toBeGreaterThan(0)
          for (const page of pages) expect(page.sql).toMatch(/"id" >= \$\d+ and "id" <= \$\d+/)
          return
        }
        expect(
          statements.length,
          `no search of ${table} among ${captured.map((query) => query.sql).join('\n')}`,
        ).toBeGreaterThan(0)
        for (const statement of statements) {
          const plan = await planOf(statement)
          if (dialect.name === 'sqlite') {
            // No JavaScript function folds a row: the statement names none, and the mirror's full-text
            // index (an FTS5 MATCH, `:M`) finds the rows.
            expect(statement.sql).not.toContain('unicode_lower')
            expect(plan).toMatch(new RegExp(`SCAN ${table}_search VIRTUAL TABLE INDEX \\d+:M`))
          } else {
            for (const column of columns) expect(plan).toContain(`${table}_${column}_trigram_index`)
          }
        }
      })

      it.runIf(dialect.name === 'sqlite')(
        'compares short text on the mirror in C, never with a JavaScript function',
        async () => {
          captured = []
          await found('钮')
          const searches = captured.filter((query) => query.sql.includes('"feedback_search"'))
          expect(searches.length).toBe(2)
          for (const statement of searches) {
            expect(statement.sql).not.toContain('unicode_lower')
            expect(statement.sql).toContain('instr(')
          }
        },
      )
    },
  )
}

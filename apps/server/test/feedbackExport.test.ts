import { type IncomingMessage, request } from 'node:http'
import { type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks'
import type { Kysely } from 'kysely'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../src/db/Database.ts'
import { insertAdminUser, signIn } from './adminTestHelpers.ts'
import { listenOnFreePort } from './listenOnFreePort.ts'
import { testDialects } from './testDatabases.ts'
import { buildAppOn, useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

const rows = 100_000

/** CPU time this thread has used, in ms: unlike the clock, it does not stretch on a loaded machine. */
function threadCpuMs() {
  const { user, system } = process.threadCpuUsage()
  return (user + system) / 1000
}

/**
 * The garbage-collection pauses of this process from now on, as [start, duration] in ms on
 * `performance.now()`'s clock; `stop()` ends the watch and returns them all.
 */
function watchGcPauses(): { stop: () => [number, number][] } {
  const pauses: [number, number][] = []
  const take = (entries: PerformanceEntry[]) => {
    for (const entry of entries) pauses.push([entry.startTime, entry.duration])
  }
  const observer = new PerformanceObserver((list) => take(list.getEntries()))
  observer.observe({ entryTypes: ['gc'] })
  return {
    stop: () => {
      take(observer.takeRecords())
      observer.disconnect()
      return pauses
    },
  }
}

/** How much of `pauses` fell between `from` and `to` (ms, performance.now()'s clock). */
const pausedWithin = (pauses: [number, number][], from: number, to: number) =>
  pauses.reduce(
    (sum, [start, duration]) => sum + Math.max(0, Math.min(to, start + duration) - Math.max(from, start)),
    0,
  )

/** Feedback rows straight into the table, in batches (the public form would take hours). */
async function fillFeedback(db: Kysely<Database>, count: number) {
  const time = '2026-11-20T10:00:00.000Z'
  for (let start = 0; start < count; start += 500) {
    await db
      .insertInto('feedback')
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
          const index = start + offset
          return {
            category: index % 7 === 0 ? 'chain' : 'bug',
            description: `Message ${index}: ${'the lock page shows the wrong unlock date. '.repeat(6)}`,
            email: `user${index}@example.com`,
            contact: index % 3 === 0 ? '=HYPERLINK("http://evil.example")' : '',
            status: index % 2 === 0 ? 'open' : 'handled',
            created_at: time,
            updated_at: time,
          }
        }),
      )
      .execute()
  }
}

/**
 * An export download over real HTTP that reads nothing until asked: the server can send only what
 * the socket buffers hold, so the export keeps running (and keeps its slot) until `readToEnd` or
 * `abort`. Resolves once the answer's headers arrived, i.e. the server started streaming.
 */
function openExport(base: string, token: string, encoding: 'identity' | 'gzip') {
  return new Promise<{ response: IncomingMessage; abort: () => void }>((resolve, reject) => {
    const call = request(
      `${base}/prod-api/vue-element-admin/feedback/export`,
      { headers: { 'x-token': token, 'accept-encoding': encoding } },
      (response) => resolve({ response, abort: () => call.destroy() }),
    )
    call.on('error', reject)
    call.end()
  })
}

/** Reads an identity-encoded export answer to its end; returns its last 200 characters. */
function readToEnd(response: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    let tail = ''
    response.setEncoding('utf8')
    response.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-200)
    })
    response.on('end', () => resolve(tail))
    response.on('error', reject)
  })
}

/**
 * Issue 17: three exports of 206k rows took the VIP lookup's p50 from 28 ms to 1.4 s. The export
 * must stream in bounded pages and leave the event loop to everyone else while it runs.
 */
for (const dialect of testDialects()) {
  // Each test reads whole exports, every page followed by the exports' lane resting: on PostgreSQL
  // beside the browser suite on the slow-memory machine kind one took over 60 s.
  const room = { timeout: 300_000 }
  describe.skipIf(dialect.unavailable !== null)(`feedback export on ${dialect.name}`, room, () => {
    // An export whose client stops reading is ended after 15 s (slowClients.test.ts proves it);
    // here a client opens one and reads it only after its other requests, which took over 15 s on
    // the slow-memory machine kind beside the browser suite (the export ended: "aborted").
    const server = useAppOnMigratedDatabase(dialect, { admin: { feedbackExportStallMs: 600_000 } })
    const { database } = server
    let token: string
    let tokenOf2: string
    let tokenOf3: string

    beforeAll(async () => {
      await insertAdminUser(database.db, 'visitor1', ['visitor'])
      await insertAdminUser(database.db, 'visitor2', ['visitor'])
      await insertAdminUser(database.db, 'visitor3', ['visitor'])
      token = await signIn(server.app, 'visitor1')
      tokenOf2 = await signIn(server.app, 'visitor2')
      tokenOf3 = await signIn(server.app, 'visitor3')
      await fillFeedback(database.db, rows)
    }, 180_000)

    const exportFeedback = (query = '', as = token) =>
      server.app.inject({
        method: 'GET',
        url: `/prod-api/vue-element-admin/feedback/export${query}`,
        headers: { 'x-token': as },
      })
    /** The app's address over real HTTP, listening on a free port the first time it is asked. */
    const baseUrl = () => listenOnFreePort(server.app)

    it('keeps public requests fast while it exports a large table', async () => {
      // Over real HTTP, as a browser and a load balancer reach it: requests interleave only through
      // the event loop, which a synchronous query or serialisation of the whole table would hold.
      const base = await baseUrl()
      const lookup = () =>
        fetch(`${base}/api/v1/web/vip/info?address=0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045&chain=56`)
      expect((await lookup()).status).toBe(200) // warm

      let done = false
      // Counted as it streams, never held whole: 40 MB of chunks would cost this process (the
      // server's too) garbage collection pauses of its own.
      let received = 0
      let tail = ''
      const count = (text: string) => {
        let found = 0
        for (let at = text.indexOf('{"id":'); at !== -1; at = text.indexOf('{"id":', at + 1)) found++
        return found
      }
      // Uncompressed: gzip would run on the same two cores; it is asynchronous either way.
      const exported = fetch(`${base}/prod-api/vue-element-admin/feedback/export`, {
        headers: { 'x-token': token, 'accept-encoding': 'identity' },
      })
        .then(async (response) => {
          const decoder = new TextDecoder()
          for await (const chunk of response.body ?? []) {
            const text = tail + decoder.decode(chunk, { stream: true })
            tail = text.slice(-200)
            received += count(text) - count(tail)
          }
          received += count(tail)
        })
        .finally(() => {
          done = true
        })
      // Each lookup's wait is counted in this thread's CPU time, not on the clock. The server, its
      // database driver's parsing and this client share this one thread, so what a lookup waited
      // through is the work the thread did meanwhile: one page of the export when it streams, the
      // whole table's serialisation when it does not. A loaded machine stretches the clock, never the
      // work: on the clock, CI once saw a lookup wait 569 ms against a 347 ms bound while the browser
      // suite ran beside it.
      // The runtime's garbage-collection pauses are left out: they are the process's, not the
      // export's. In the whole suite, with the heap of the files run before in the same worker, one
      // pause counted in a lookup made it 0.36 of the yardstick on SQLite (69 ms); this file alone
      // pauses 25 to 150 ms over the whole export.
      const gc = watchGcPauses()
      const lookups: { from: number; to: number; cpuMs: number }[] = []
      while (!done) {
        const before = threadCpuMs()
        const from = performance.now()
        const response = await lookup()
        await response.arrayBuffer()
        expect(response.status).toBe(200)
        lookups.push({ from, to: performance.now(), cpuMs: threadCpuMs() - before })
      }
      await exported
      const pauses = gc.stop()
      const waits = lookups.map(({ from, to, cpuMs }) => cpuMs - pausedWithin(pauses, from, to))

      // The yardstick, measured after the export (its garbage must not land in the export's
      // measurement), the median of three, in the same CPU time: the work of an export answered in
      // one piece, every row read and parsed, then serialised at once.
      const serialisations: number[] = []
      for (let run = 0; run < 3; run++) {
        const before = threadCpuMs()
        const all = await database.db.selectFrom('feedback').selectAll().orderBy('id', 'desc').execute()
        JSON.stringify({ code: 20000, message: 'success', data: { total: all.length, items: all } })
        serialisations.push(threadCpuMs() - before)
      }
      const yardstickMs = serialisations.sort((x, y) => x - y)[1] ?? 0

      expect(received).toBe(rows)
      expect(tail).toMatch(new RegExp(`\\],"total":${rows},"truncated":false\\}\\}$`))
      // Lookups kept being answered all along, and none waited through much of the table. Measured
      // against a yardstick of 156-297 ms: streamed, the slowest lookup's wait was 0.034-0.1 of it
      // (the whole server suite niced beside four busy loops included); answered in one piece (the
      // code before 29975ae4), 1.4-1.6 on SQLite and 0.79 on PostgreSQL.
      waits.sort((x, y) => y - x)
      expect(waits.length).toBeGreaterThanOrEqual(10)
      expect(waits[0]).toBeLessThan(yardstickMs * 0.3)
    })

    it('exports in order, filtered, and stops at its bound saying so', async () => {
      const chain = await exportFeedback('?category=chain&status=open&sort=%2Bid')
      const { items, total, truncated } = chain.json().data
      expect(total).toBe(Math.ceil(rows / 14))
      expect(truncated).toBe(false)
      expect(
        items.every(
          (item: { category: string; status: string }) => item.category === 'chain' && item.status === 'open',
        ),
      ).toBe(true)
      const ids = items.map((item: { id: number }) => item.id)
      expect(ids).toEqual([...ids].sort((a, b) => a - b))
      const searched = (await exportFeedback('?q=MESSAGE%2099999%3A')).json().data
      expect(searched.items.map((item: { description: string }) => item.description.slice(0, 14))).toEqual([
        'Message 99999:',
      ])

      const bounded = await buildAppOn(database, { admin: { feedbackExportMaxRows: 1_234 } })
      try {
        const reply = await bounded.inject({
          method: 'GET',
          url: '/prod-api/vue-element-admin/feedback/export',
          headers: { 'x-token': token },
        })
        const data = reply.json().data
        expect([data.total, data.items.length, data.truncated]).toEqual([1_234, 1_234, true])
        expect(data.items[0].id).toBe(rows) // the newest first
      } finally {
        await bounded.close()
      }
    })

    it('answers the same JSON as before: the rows of the table, in order, filtered', async () => {
      const rowsOf = (ids: 'asc' | 'desc') =>
        database.db
          .selectFrom('feedback')
          .selectAll()
          .where('category', '=', 'chain')
          .orderBy('id', ids)
          .execute()
      // The envelope as one JSON.stringify wrote it before the export streamed (issue 17).
      const expected = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
        JSON.stringify({
          code: 20000,
          message: 'success',
          data: {
            items: rows.map((row) => ({
              id: row.id,
              category: row.category,
              description: row.description,
              email: row.email,
              contact: row.contact,
              status: row.status,
              createdAt: row.created_at,
              updatedAt: row.updated_at,
            })),
            total: rows.length,
            truncated: false,
          },
        })
      expect((await exportFeedback('?category=chain&sort=%2Bid')).body).toBe(expected(await rowsOf('asc')))
      expect((await exportFeedback('?category=chain')).body).toBe(expected(await rowsOf('desc')))
      expect((await exportFeedback('?q=no%20such%20text')).body).toBe(expected([]))
    })

    it('runs one export per operator and two at once, and frees a slot when an export ends or its client goes away', async () => {
      // Issue 54: three exports at once took the public API's throughput down 97%.
      const base = await baseUrl()
      const small = '?q=MESSAGE%2099999%3A' // every page read, one row answered
      const first = await openExport(base, token, 'identity')
      const second = await openExport(base, tokenOf2, 'gzip')
      try {
        const again = await exportFeedback(small)
        expect(again.statusCode).toBe(200)
        expect(again.headers['retry-after']).toBe('5')
        expect(again.json()).toEqual({
          code: 42900,
          message: 'Your previous export is still running; try again when it has finished.',
          data: null,
        })
        const third = await exportFeedback(small, tokenOf3)
        expect(third.json()).toEqual({
          code: 42900,
          message: 'The server is busy with other exports; please try again in a moment.',
          data: null,
        })

        // A download given up (compressed on the way) gives its slot back.
        second.abort()
        await vi.waitFor(
          async () => expect((await exportFeedback(small, tokenOf3)).json().code).toBe(20000),
          {
            timeout: 10_000,
            interval: 20,
          },
        )
        expect((await exportFeedback(small, tokenOf2)).json().data.total).toBe(1)

        // So does one read to its end, by the time its client has the last byte.
        expect(await readToEnd(first.response)).toMatch(
          new RegExp(`"total":${rows},"truncated":false\\}\\}$`),
        )
        expect((await exportFeedback(small)).json().data.total).toBe(1)
      } finally {
        first.abort()
        second.abort()
      }
    })
  })
}

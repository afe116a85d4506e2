import { Readable } from 'node:stream'
import type { FastifyPluginAsync } from 'fastify'
import { defaultFeedbackExportsAtOnce } from '../../config.ts'
import {
  exportFeedbackPages,
  type Feedback,
  type FeedbackQuery,
  feedbackCategories,
  feedbackStatuses,
  listFeedback,
  setFeedbackStatus,
} from '../../content/feedback.ts'
import type { DatabaseHandle } from '../../db/createDatabase.ts'
import { createExportSlots, type ExportSlotRefusal } from '../../limits/createExportSlots.ts'
import type { ReadGate } from '../../limits/createReadGate.ts'
import { adminCodes } from '../adminCodes.ts'
import { AdminError, adminSuccess } from '../adminEnvelope.ts'
import { adminOf, requireAdmin } from '../requireAdmin.ts'
import { adminListRoute } from './adminListRoute.ts'
import { contentReaders, contentWriters, idProperty, sortProperty } from './contentSchemas.ts'
import { createSearchGate, gated } from './searchGate.ts'

const filterProperties = {
  status: { type: 'string', enum: feedbackStatuses },
  category: { type: 'string', enum: feedbackCategories },
  q: { type: 'string', maxLength: 200 },
  sort: sortProperty,
} as const

/**
 * The feedback inbox of the console, under /prod-api/vue-element-admin:
 *
 * - GET feedback/list?page&limit&status&category&q&sort -> {total, items} [admin, editor, visitor];
 *   q searches description, email and contact (case-insensitive substring).
 * - GET feedback/export?status&category&q&sort -> {total, items, truncated}: the matching rows (the
 *   console builds its XLSX / zip exports from them), at most `exportMaxRows` (default 100,000;
 *   `truncated` says when more matched) [admin, editor, visitor]. The lowest role may call it, so it
 *   must not be able to stall the server: the answer is streamed page by page (keyset over id
 *   ranges, content/feedback.ts), the server's memory holds one page, and every other request gets
 *   its turn between pages. A page is read and serialised only when the client has taken the last
 *   one (the socket drained), and exports take slots (issue 54): one per operator, at most
 *   `exportsAtOnce` in the instance; beyond them 42900 with a message saying which, and Retry-After.
 *   The slot is given back when the answer ends, fails, or the client goes away.
 * - PUT feedback/:id {status: open|handled} -> the row [admin, editor]; 40004 for an unknown id.
 *
 * @example
 * await admin.register(feedbackAdminRoutes, { prefix: '/vue-element-admin', database })
 */
export type FeedbackAdminRoutesOptions = {
  database: DatabaseHandle
  /** The instance's gate for text searches (searchGate.ts); default: one of this plugin's own. */
  searchGate?: ReadGate | undefined
  /** Rows one export answers at most; default feedbackExportMaxRows. */
  exportMaxRows?: number | undefined
  /**
   * An export whose client takes nothing for this long is ended and its slot given back (issue 76
   * point 4: two accounts that started an export and stopped reading held both slots for ever);
   * default exportStallMs.
   */
  exportStallMs?: number | undefined
  /** Exports running at once in this instance (FEEDBACK_EXPORTS_AT_ONCE); default defaultFeedbackExportsAtOnce. */
  exportsAtOnce?: number | undefined
}

/**
 * Two 100,000-row exports at once take 4 to 7 seconds each on the bench machine
 * (bench/results/server-export-fairness.md): the retry hint is about one of them.
 */
const exportBusyRetryAfterSeconds = 5

/**
 * How long an export waits for its client to take the page it is sending before it gives up: a
 * page is at most 250 rows (~180 kB), which a live client takes in far less.
 */
export const exportStallMs = 15_000
/**
 * After each page the exports' lane rests three times as long as the page took (createExportSlots).
 * Part of a page's work (brotli on the thread pool, the socket) runs on during the rest, so ratio 1
 * hardly showed. Measured on PostgreSQL: two operators looping the 100,000-row export took 0.8-1.3
 * cores before and 0.42 at ratio 3, with each export about 6 s instead of 2-3 s (the console waits
 * 120 s).
 */
export const exportRestRatio = 3

const exportBusyMessages: Readonly<Record<ExportSlotRefusal, string>> = {
  'operator busy': 'Your previous export is still running; try again when it has finished.',
  'instance busy': 'The server is busy with other exports; please try again in a moment.',
}

export const feedbackAdminRoutes: FastifyPluginAsync<FeedbackAdminRoutesOptions> = async (admin, options) => {
  const { db } = options.database
  const searchGate = options.searchGate ?? createSearchGate()
  const exportSlots = createExportSlots({
    atOnce: options.exportsAtOnce ?? defaultFeedbackExportsAtOnce,
    restRatio: exportRestRatio,
  })

  adminListRoute<FeedbackQuery>(admin, '/feedback/list', filterProperties, (query, request) => {
    const list = () => listFeedback(options.database, query, query)
    // A text search may count every row: it takes its turn at the instance's search gate.
    return query.q ? gated(searchGate, adminOf(request).userId, list) : list()
  })

  admin.get(
    '/feedback/export',
    {
      onRequest: requireAdmin({ roles: contentReaders }),
      schema: { querystring: { type: 'object', properties: filterProperties, additionalProperties: false } },
    },
    async (request, reply) => {
      const slot = exportSlots.take(adminOf(request).userId)
      if (!slot.ok) {
        throw new AdminError(adminCodes.tooManyRequests, exportBusyMessages[slot.refusal], {
          retryAfter: exportBusyRetryAfterSeconds,
        })
      }
      const { release, turn } = slot
      const stallMs = options.exportStallMs ?? exportStallMs
      const pages = exportFeedbackPages(db, request.query as FeedbackQuery, {
        maxRows: options.exportMaxRows,
      })
      const iterator = pages[Symbol.asyncIterator]()
      // The first page before any byte is sent: a database failure still gets its envelope (50000).
      let first: IteratorResult<Feedback[]>
      try {
        first = await iterator.next()
      } catch (error) {
        release()
        throw error
      }
      async function* body() {
        try {
          yield `{"code":${adminCodes.ok},"message":"success","data":{"items":[`
          let total = 0
          let page = first
          while (!page.done) {
            yield `${total > 0 ? ',' : ''}${page.value.map((row) => JSON.stringify(row)).join(',')}`
            total += page.value.length
            // Every other request gets in before the next page (SQLite's driver is synchronous), and
            // the exports running share one page per turn of the event loop.
            await turn()
            page = await iterator.next()
          }
          yield `],"total":${total},"truncated":${pages.truncated()}}}`
        } finally {
          // Here, not on the stream's 'close' alone: this runs before the response ends, so a client
          // that has the last byte may start its next export. A destroyed stream returns the
          // generator at its next yield, which also lands here.
          release()
        }
      }
      // A client that stops reading: the socket's buffers fill, the next page is not asked for, and
      // after stallMs without a page taken the answer is ended, which closes the stream and frees
      // the slot (the stream's 'close' below).
      let stall: NodeJS.Timeout | undefined
      let stream: Readable | undefined
      const watch = () => {
        clearTimeout(stall)
        stall = setTimeout(() => {
          request.log.warn({ stallMs }, 'feedback export: the client took nothing; ended')
          stream?.destroy()
          reply.raw.destroy()
        }, stallMs)
        stall.unref()
      }
      async function* watched() {
        watch()
        for await (const chunk of body()) {
          yield chunk
          // Asked for the next one: the client took this one.
          watch()
        }
      }
      // One page at a time: the next is read and serialised only once the response has taken this
      // one (Readable.from would otherwise run 16 pages ahead of a slow or saturated socket).
      stream = Readable.from(watched(), { highWaterMark: 1 })
      stream.once('close', () => clearTimeout(stall))
      // The stream closes after an error too, and when Fastify destroys it because the client went
      // away, possibly before the generator ever started.
      stream.once('close', release)
      stream.on('error', (error) => request.log.error({ err: error }, 'feedback export failed mid-stream'))
      return reply.type('application/json; charset=utf-8').send(stream)
    },
  )

  admin.put(
    '/feedback/:id',
    {
      onRequest: requireAdmin({ roles: contentWriters }),
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: idProperty } },
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: feedbackStatuses } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number }
      const { status } = request.body as { status: (typeof feedbackStatuses)[number] }
      const feedback = await setFeedbackStatus(db, { id, status })
      if (!feedback) throw new AdminError(adminCodes.notFound, 'No feedback with this id.')
      return adminSuccess(feedback)
    },
  )
}

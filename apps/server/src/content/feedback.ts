import { type Feedback, type FeedbackStatus, feedbackStatuses } from '@tokenbox/core/webApi/consoleRows.ts'
import { type FeedbackCategory, feedbackCategories, feedbackLimits } from '@tokenbox/core/webApi/feedback.ts'
import type { Kysely } from 'kysely'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import type { Database, FeedbackTable } from '../db/Database.ts'
import { type Page, type Paging, readPage } from '../db/readPage.ts'
import { containsText } from './containsText.ts'

/**
 * The feedback form's categories and limits are core's (the web form checks the same ones before
 * sending), and the console's row is core's console row: one definition of both sides.
 */
export {
  type Feedback,
  type FeedbackCategory,
  type FeedbackStatus,
  feedbackCategories,
  feedbackLimits,
  feedbackStatuses,
}

export type FeedbackQuery = {
  status?: FeedbackStatus | undefined
  category?: FeedbackCategory | undefined
  /** Case-insensitive substring of description, email or contact. */
  q?: string | undefined
  /** '-id' (newest first, default) or '+id'. */
  sort?: '-id' | '+id' | undefined
}

function toFeedback(row: Omit<FeedbackTable, 'id'> & { id: number }): Feedback {
  return {
    id: row.id,
    category: row.category,
    description: row.description,
    email: row.email,
    contact: row.contact,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/**
 * Stores a message from the public form; returns its id. Input must be validated already.
 *
 * @example
 * const id = await createFeedback(db, { category: 'bug', description: 'The lock page ...', email: 'a@b.co', contact: '' })
 */
export async function createFeedback(
  db: Kysely<Database>,
  input: { category: FeedbackCategory; description: string; email: string; contact: string; now?: Date },
): Promise<number> {
  const now = (input.now ?? new Date()).toISOString()
  const row = await db
    .insertInto('feedback')
    .values({
      category: input.category,
      description: input.description,
      email: input.email.toLowerCase(),
      contact: input.contact,
      status: 'open',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

function feedbackFilter(db: Kysely<Database>, query: FeedbackQuery, ids?: { low: number; high: number }) {
  let select = db.selectFrom('feedback')
  if (query.status) select = select.where('status', '=', query.status)
  if (query.category) select = select.where('category', '=', query.category)
  const { q } = query
  if (q) select = select.where(containsText(db, 'feedback', q, ids))
  return select
}

/**
 * One page of feedback matching `query`, plus the total. A text search (`q`) may count many rows:
 * it runs through `readOffLoop` (on SQLite a worker thread, db/createDatabase.ts), so the server's
 * event loop keeps serving everyone else meanwhile (issue 76).
 *
 * @example
 * const { total, items } = await listFeedback(database, { status: 'open' }, { page: 1, limit: 20 })
 */
export async function listFeedback(
  database: Pick<DatabaseHandle, 'db' | 'readOffLoop'>,
  query: FeedbackQuery,
  paging: Paging,
): Promise<Page<Feedback>> {
  const { db } = database
  return readPage(db, feedbackFilter(db, query), {
    order: (rows) => rows.orderBy('id', query.sort === '+id' ? 'asc' : 'desc'),
    paging,
    toItem: toFeedback,
    read: query.q ? database.readOffLoop : undefined,
  })
}

/** The console's export stops after this many rows (`truncated`): bounded work per request. */
export const feedbackExportMaxRows = 100_000
/** Ids one export page spans: one short query, whatever the filters match. */
const exportPageIds = 250

/**
 * The rows matching `query` for the console's spreadsheet export, page by page, newest first
 * unless '+id', at most `maxRows` in all (then `truncated()` says so).
 *
 * Each page is one query over a fixed span of ids (keyset by id ranges, never OFFSET), so its cost
 * is bounded by the span however few rows a filter or search matches, and nothing else holds the
 * database in between: on SQLite, whose driver is synchronous, a page blocks the event loop for a
 * few milliseconds and the caller yields between pages (the route does). Rows added after the
 * export started are not included: their ids are past the span it took at the start.
 *
 * @example
 * const pages = exportFeedbackPages(db, { status: 'open' })
 * for await (const page of pages) write(page)
 * if (pages.truncated()) warn()
 */
export function exportFeedbackPages(
  db: Kysely<Database>,
  query: FeedbackQuery,
  options: { maxRows?: number; pageIds?: number } = {},
): AsyncIterable<Feedback[]> & { truncated: () => boolean } {
  const maxRows = options.maxRows ?? feedbackExportMaxRows
  const span = options.pageIds ?? exportPageIds
  const ascending = query.sort === '+id'
  let truncated = false

  async function* pages(): AsyncGenerator<Feedback[]> {
    // Two queries: SQLite answers a lone min() or max() from the key's index, but reads the whole
    // table for both in one select.
    const lowest = await db
      .selectFrom('feedback')
      .select((eb) => eb.fn.min('id').as('id'))
      .executeTakeFirst()
    const highest = await db
      .selectFrom('feedback')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    if (lowest?.id == null || highest?.id == null) return
    const first = Number(lowest.id)
    const last = Number(highest.id)
    let left = maxRows
    for (let start = ascending ? first : last; ascending ? start <= last : start >= first; ) {
      const [low, high] = ascending ? [start, start + span - 1] : [start - span + 1, start]
      start = ascending ? high + 1 : low - 1
      const rows = await feedbackFilter(db, query, { low, high })
        .selectAll()
        .where('id', '>=', low)
        .where('id', '<=', high)
        .orderBy('id', ascending ? 'asc' : 'desc')
        .limit(left + 1)
        .execute()
      if (rows.length > left) {
        truncated = true
        if (left > 0) yield rows.slice(0, left).map(toFeedback)
        return
      }
      left -= rows.length
      if (rows.length > 0) yield rows.map(toFeedback)
    }
  }

  return { [Symbol.asyncIterator]: pages, truncated: () => truncated }
}

/**
 * Marks a message open or handled; returns the updated row, or undefined when there is no such id.
 *
 * @example
 * await setFeedbackStatus(db, { id: 3, status: 'handled' })
 */
export async function setFeedbackStatus(
  db: Kysely<Database>,
  input: { id: number; status: FeedbackStatus; now?: Date },
): Promise<Feedback | undefined> {
  const now = (input.now ?? new Date()).toISOString()
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('feedback')
      .set({ status: input.status, updated_at: now })
      .where('id', '=', input.id)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return undefined
    const row = await trx
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', input.id)
      .executeTakeFirstOrThrow()
    return toFeedback(row)
  })
}

import { type Kysely, sql } from 'kysely'
import type { Database, FeedbackTable } from '../db/Database.ts'

/**
 * The feedback form's categories (spec 001 names the field, not its values): a bug of the site, a
 * wish for a feature, a chain to add or fix, a token problem, anything else.
 */
export const feedbackCategories = ['bug', 'feature', 'chain', 'token', 'other'] as const
export type FeedbackCategory = (typeof feedbackCategories)[number]

export const feedbackStatuses = ['open', 'handled'] as const
export type FeedbackStatus = (typeof feedbackStatuses)[number]

/** Limits of the public form; the web form shows the same ones. */
export const feedbackLimits = {
  descriptionMin: 10,
  descriptionMax: 5000,
  emailMax: 254,
  contactMax: 200,
} as const

/** One feedback message as the console sees it (camelCase, like the rest of the admin API). */
export type Feedback = {
  id: number
  category: string
  description: string
  email: string
  contact: string
  status: FeedbackStatus
  createdAt: string
  updatedAt: string
}

export type FeedbackQuery = {
  status?: FeedbackStatus | undefined
  category?: FeedbackCategory | undefined
  /** Case-insensitive substring of description, email or contact. */
  q?: string | undefined
  /** '-id' (newest first, default) or '+id'. */
  sort?: '-id' | '+id' | undefined
}

/** A page of rows and the number of rows matching the query, as the template's lists expect. */
export type Page<T> = { total: number; items: T[] }

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
 * Escapes `%`, `_` and the escape character itself for a LIKE pattern, so a search for `50%` means
 * those three characters. Used with `escape '\'`, which SQLite and PostgreSQL both understand.
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
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

function feedbackFilter(db: Kysely<Database>, query: FeedbackQuery) {
  let select = db.selectFrom('feedback')
  if (query.status) select = select.where('status', '=', query.status)
  if (query.category) select = select.where('category', '=', query.category)
  if (query.q) {
    // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    const pattern = likeContains(query.q.toLowerCase())
    select = select.where((eb) =>
      eb.or(
        (['description', 'email', 'contact'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    )
  }
  return select
}

/**
 * One page of feedback matching `query`, plus the total.
 *
 * @example
 * const { total, items } = await listFeedback(db, { status: 'open' }, { page: 1, limit: 20 })
 */
export async function listFeedback(
  db: Kysely<Database>,
  query: FeedbackQuery,
  paging: { page: number; limit: number },
): Promise<Page<Feedback>> {
  const { count } = await feedbackFilter(db, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const rows = await feedbackFilter(db, query)
    .selectAll()
    .orderBy('id', query.sort === '+id' ? 'asc' : 'desc')
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit)
    .execute()
  return { total: Number(count), items: rows.map(toFeedback) }
}

/** Every row matching `query` (the console's spreadsheet export), newest first unless '+id'. */
export async function exportFeedback(db: Kysely<Database>, query: FeedbackQuery): Promise<Feedback[]> {
  const rows = await feedbackFilter(db, query)
    .selectAll()
    .orderBy('id', query.sort === '+id' ? 'asc' : 'desc')
    .execute()
  return rows.map(toFeedback)
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

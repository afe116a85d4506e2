import {
  type Article,
  type ArticleStatus,
  type ArticleType,
  articleStatuses,
  articleTypes,
} from '@tokenbox/core/webApi/article.ts'
import type { Kysely, Selectable, Updateable } from 'kysely'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import type { ArticleTable, Database } from '../db/Database.ts'
import { parseStoredStringList } from '../db/parseStoredStringList.ts'
import { type Page, type Paging, readPage } from '../db/readPage.ts'
import { containsText } from './containsText.ts'

// The article's shape and its type and status lists are shared with the console (core).
export { type Article, type ArticleStatus, type ArticleType, articleStatuses, articleTypes }

/** What the console writes; the server sets id, author (on create), pageviews and the times. */
export type ArticleInput = {
  title: string
  content_short: string
  content: string
  importance: number
  type: ArticleType
  status: ArticleStatus
  /** ISO-8601 UTC. */
  display_time: string
  comment_disabled: boolean
  image_uri: string
  platforms: string[]
  reviewer: string
}

export type ArticleQuery = {
  importance?: number | undefined
  type?: ArticleType | undefined
  /** Case-insensitive substring of the title. */
  title?: string | undefined
  sort?: '-id' | '+id' | undefined
}

function toArticle(row: Selectable<ArticleTable>): Article {
  return {
    id: row.id,
    timestamp: Date.parse(row.created_at),
    author: row.author,
    reviewer: row.reviewer,
    title: row.title,
    content_short: row.content_short,
    content: row.content,
    importance: row.importance,
    type: row.type,
    status: row.status,
    display_time: row.display_time,
    comment_disabled: row.comment_disabled === 1,
    pageviews: row.pageviews,
    image_uri: row.image_uri,
    platforms: parseStoredStringList(row.platforms),
  }
}

function articleFilter(db: Kysely<Database>, query: ArticleQuery) {
  let select = db.selectFrom('articles')
  if (query.importance !== undefined) select = select.where('importance', '=', query.importance)
  if (query.type) select = select.where('type', '=', query.type)
  if (query.title) select = select.where(containsText(db, 'articles', query.title))
  return select
}

/**
 * The console's article list: a page of announcements (drafts included) matching `query`. A title
 * search runs through `readOffLoop` (on SQLite a worker thread), as feedback's does.
 *
 * @example
 * const { total, items } = await listArticles(database, { importance: 3, sort: '-id' }, { page: 1, limit: 20 })
 */
export async function listArticles(
  database: Pick<DatabaseHandle, 'db' | 'readOffLoop'>,
  query: ArticleQuery,
  paging: Paging,
): Promise<Page<Article>> {
  const { db } = database
  return readPage(db, articleFilter(db, query), {
    order: (rows) => rows.orderBy('id', query.sort === '+id' ? 'asc' : 'desc'),
    paging,
    toItem: toArticle,
    read: query.title ? database.readOffLoop : undefined,
  })
}

/** One announcement by id (drafts included), or undefined. */
export async function getArticle(db: Kysely<Database>, id: number): Promise<Article | undefined> {
  const row = await db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toArticle(row) : undefined
}

function columnsOf(input: ArticleInput) {
  return {
    title: input.title,
    content_short: input.content_short,
    content: input.content,
    importance: input.importance,
    type: input.type,
    status: input.status,
    display_time: input.display_time,
    comment_disabled: input.comment_disabled ? 1 : 0,
    image_uri: input.image_uri,
    platforms: JSON.stringify(input.platforms),
    reviewer: input.reviewer,
  }
}

/** The columns of the fields in `changes`, and no others (Kysely leaves undefined values out). */
function changedColumnsOf(changes: Partial<ArticleInput>): Updateable<ArticleTable> {
  const { comment_disabled, platforms, ...plain } = changes
  return {
    ...plain,
    ...(comment_disabled === undefined ? {} : { comment_disabled: comment_disabled ? 1 : 0 }),
    ...(platforms === undefined ? {} : { platforms: JSON.stringify(platforms) }),
  }
}

/**
 * Creates an announcement written by `author` (the signed-in operator's name).
 *
 * @example
 * const article = await createArticle(db, { ...input, author: 'admin' })
 */
export async function createArticle(
  db: Kysely<Database>,
  input: ArticleInput & { author: string; now?: Date },
): Promise<Article> {
  const now = (input.now ?? new Date()).toISOString()
  const row = await db
    .insertInto('articles')
    .values({ ...columnsOf(input), author: input.author, pageviews: 0, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toArticle(row)
}

/**
 * Changes the given editable fields of an announcement, and only those: one UPDATE that names just
 * the columns in `changes`, so two operators editing different fields at once both keep their edit
 * (no read-merge-write). Undefined when there is no such id. Author and pageviews stay.
 *
 * @example
 * const article = await updateArticle(db, { id: 3, changes: { title: 'Maintenance' } })
 */
export async function updateArticle(
  db: Kysely<Database>,
  input: { id: number; changes: Partial<ArticleInput>; now?: Date },
): Promise<Article | undefined> {
  const now = (input.now ?? new Date()).toISOString()
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('articles')
      .set({ ...changedColumnsOf(input.changes), updated_at: now })
      .where('id', '=', input.id)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return undefined
    return toArticle(
      await trx.selectFrom('articles').selectAll().where('id', '=', input.id).executeTakeFirstOrThrow(),
    )
  })
}

/**
 * The public dashboard's announcements: published, display time reached, newest display time first.
 *
 * @example
 * const items = await listPublishedArticles(db, { limit: 10 })
 */
export async function listPublishedArticles(
  db: Kysely<Database>,
  options: { limit: number; now?: Date },
): Promise<Article[]> {
  const now = (options.now ?? new Date()).toISOString()
  const rows = await db
    .selectFrom('articles')
    .selectAll()
    .where('status', '=', 'published')
    .where('display_time', '<=', now)
    .orderBy('display_time', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute()
  return rows.map(toArticle)
}

/**
 * Counts one public view of a published, displayed announcement and returns it (with the new
 * count); undefined when it is not public (missing, a draft, or not yet due). The increment is one
 * UPDATE, so concurrent views are never lost.
 */
export async function viewPublishedArticle(
  db: Kysely<Database>,
  options: { id: number; now?: Date },
): Promise<Article | undefined> {
  const now = (options.now ?? new Date()).toISOString()
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('articles')
      .set((eb) => ({ pageviews: eb('pageviews', '+', 1) }))
      .where('id', '=', options.id)
      .where('status', '=', 'published')
      .where('display_time', '<=', now)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return undefined
    return toArticle(
      await trx.selectFrom('articles').selectAll().where('id', '=', options.id).executeTakeFirstOrThrow(),
    )
  })
}

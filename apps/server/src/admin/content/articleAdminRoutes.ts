import type { FastifyPluginAsync } from 'fastify'
import {
  type Article,
  type ArticleInput,
  type ArticleQuery,
  articleStatuses,
  articleTypes,
  createArticle,
  getArticle,
  listArticles,
  updateArticle,
} from '../../content/articles.ts'
import type { DatabaseHandle } from '../../db/createDatabase.ts'
import { bodyLimits } from '../../limits/bodyGuard.ts'
import type { ReadGate } from '../../limits/createReadGate.ts'
import { adminCodes } from '../adminCodes.ts'
import { AdminError, adminSuccess } from '../adminEnvelope.ts'
import { adminOf, requireAdmin } from '../requireAdmin.ts'
import { adminListRoute } from './adminListRoute.ts'
import { contentReaders, contentWriters, idProperty, invalidInput, sortProperty } from './contentSchemas.ts'
import { createSearchGate, gated } from './searchGate.ts'

/** One character of an `image_uri` URL: not whitespace, a quote, `<`, `>`, a backtick, a backslash or a control. */
const urlCharacter = '[^\\s"\'<>`\\\\\\u0000-\\u001f\\u007f-\\u009f]'

/**
 * The editable fields. `display_time` takes ISO-8601 (`2026-11-22T10:00:00Z`), the template's
 * `YYYY-MM-DD HH:mm:ss` (read as UTC) or milliseconds since 1970; it is stored as ISO-8601 UTC.
 * `image_uri` is empty, an uploaded image (`/uploads/...`) or an http(s) URL: never `javascript:`
 * or `data:`, since the public dashboard puts it in an <img src>. The URL holds none of the
 * characters that could end that attribute or open another tag where a page writes it unescaped
 * (quotes, whitespace, `<`, `>`, backtick, backslash, control characters: `https://x"onerror="...`);
 * a real image URL percent-encodes them.
 */
const articleProperties = {
  title: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  content_short: { type: 'string', maxLength: 500 },
  content: { type: 'string', maxLength: 100_000 },
  importance: { type: 'integer', minimum: 1, maximum: 3 },
  type: { type: 'string', enum: articleTypes },
  status: { type: 'string', enum: articleStatuses },
  display_time: { type: 'string', minLength: 1, maxLength: 40 },
  comment_disabled: { type: 'boolean' },
  image_uri: {
    type: 'string',
    maxLength: 1024,
    pattern: `^(|/uploads/[0-9a-f]{64}\\.(png|jpg|webp|gif)|https?://${urlCharacter}+)$`,
  },
  platforms: {
    type: 'array',
    maxItems: 10,
    items: { type: 'string', minLength: 1, maxLength: 32 },
  },
  reviewer: { type: 'string', maxLength: 64 },
} as const

/** What the console may send on create; the defaults make a minimal draft. */
const createBody = {
  type: 'object',
  required: ['title', 'type'],
  properties: {
    ...articleProperties,
    content_short: { ...articleProperties.content_short, default: '' },
    content: { ...articleProperties.content, default: '' },
    importance: { ...articleProperties.importance, default: 1 },
    status: { ...articleProperties.status, default: 'draft' },
    comment_disabled: { ...articleProperties.comment_disabled, default: false },
    image_uri: { ...articleProperties.image_uri, default: '' },
    platforms: { ...articleProperties.platforms, default: [] },
    reviewer: { ...articleProperties.reviewer, default: '' },
  },
} as const

/** Update: the id, and any editable field; the ones left out keep their value. */
const updateBody = {
  type: 'object',
  required: ['id'],
  properties: { id: idProperty, ...articleProperties },
} as const

/**
 * Reads a display time in one of the accepted forms (see articleProperties), or throws 40001.
 *
 * @example
 * parseDisplayTime('2026-11-22 10:00:00') // '2026-11-22T10:00:00.000Z'
 */
export function parseDisplayTime(text: string): string {
  let time: number
  if (/^\d{1,15}$/.test(text)) time = Number(text)
  else if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text))
    time = Date.parse(`${text.replace(' ', 'T')}Z`)
  else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text))
    time = Date.parse(text)
  else time = Number.NaN
  // Up to year 9999: the ISO text stays fixed-width, so text order is time order.
  if (!Number.isFinite(time) || time < 0 || time > 253402300799999) {
    throw invalidInput('display_time', 'use ISO-8601 or YYYY-MM-DD HH:mm:ss')
  }
  return new Date(time).toISOString()
}

type ArticleBody = Partial<Omit<ArticleInput, 'display_time'>> & { display_time?: string }

function inputOf(body: ArticleBody, base: ArticleInput): ArticleInput {
  return {
    title: (body.title ?? base.title).trim(),
    content_short: body.content_short ?? base.content_short,
    content: body.content ?? base.content,
    importance: body.importance ?? base.importance,
    type: body.type ?? base.type,
    status: body.status ?? base.status,
    display_time: body.display_time === undefined ? base.display_time : parseDisplayTime(body.display_time),
    comment_disabled: body.comment_disabled ?? base.comment_disabled,
    image_uri: body.image_uri ?? base.image_uri,
    platforms: body.platforms ?? base.platforms,
    reviewer: body.reviewer ?? base.reviewer,
  }
}

/**
 * The fields an update sends, and only those: the others are not read and written back, so a
 * concurrent edit of another field is never overwritten.
 */
function changesOf(body: ArticleBody): Partial<ArticleInput> {
  return {
    title: body.title?.trim(),
    content_short: body.content_short,
    content: body.content,
    importance: body.importance,
    type: body.type,
    status: body.status,
    display_time: body.display_time === undefined ? undefined : parseDisplayTime(body.display_time),
    comment_disabled: body.comment_disabled,
    image_uri: body.image_uri,
    platforms: body.platforms,
    reviewer: body.reviewer,
  }
}

/**
 * Announcements: spec 000's article calls made real, under /prod-api/vue-element-admin. Fields are
 * the template's (see content/articles.ts `Article`).
 *
 * - GET article/list?importance&type&title&page&limit&sort -> {total, items} (drafts included)
 *   [admin, editor, visitor]; page 1, limit 20, sort '-id' by default ('+id' for oldest first).
 * - GET article/detail?id= -> the article [admin, editor, visitor]; 40004 for an unknown id.
 * - GET article/pv?id= -> {id, pageviews, pvData: [{key: 'public', pv}]} [admin, editor, visitor]:
 *   the template's pv dialog charts pvData; TokenBox counts one source, the public dashboard's views.
 * - POST article/create {title, type, ...} -> the article [admin, editor]; author is the operator.
 * - POST article/update {id, ...fields to change} -> the article [admin, editor]. Only the fields sent
 *   are written (one UPDATE naming just those columns), so concurrent edits of different fields all
 *   stay.
 *
 * `content` is stored as written (HTML from the console's editor): whoever displays it publicly must
 * render it as text or sanitise it.
 *
 * @example
 * await admin.register(articleAdminRoutes, { prefix: '/vue-element-admin', database })
 */
export const articleAdminRoutes: FastifyPluginAsync<{
  database: DatabaseHandle
  /** The instance's gate for text searches (searchGate.ts); default: one of this plugin's own. */
  searchGate?: ReadGate | undefined
}> = async (admin, options) => {
  const { db } = options.database
  const searchGate = options.searchGate ?? createSearchGate()
  const byId = {
    type: 'object',
    required: ['id'],
    properties: { id: idProperty },
    additionalProperties: false,
  }

  async function found(id: number): Promise<Article> {
    const article = await getArticle(db, id)
    if (!article) throw new AdminError(adminCodes.notFound, 'No article with this id.')
    return article
  }

  const listFilters = {
    importance: articleProperties.importance,
    type: articleProperties.type,
    title: { type: 'string', maxLength: 200 },
    sort: sortProperty,
  }
  adminListRoute<ArticleQuery>(admin, '/article/list', listFilters, (query, request) => {
    const list = () => listArticles(options.database, query, query)
    // A title search takes its turn at the instance's search gate, as feedback's does.
    return query.title ? gated(searchGate, adminOf(request).userId, list) : list()
  })

  admin.get(
    '/article/detail',
    { onRequest: requireAdmin({ roles: contentReaders }), schema: { querystring: byId } },
    async (request) => adminSuccess(await found((request.query as { id: number }).id)),
  )

  admin.get(
    '/article/pv',
    { onRequest: requireAdmin({ roles: contentReaders }), schema: { querystring: byId } },
    async (request) => {
      const article = await found((request.query as { id: number }).id)
      return adminSuccess({
        id: article.id,
        pageviews: article.pageviews,
        pvData: [{ key: 'public', pv: article.pageviews }],
      })
    },
  )

  admin.post(
    '/article/create',
    {
      bodyLimit: bodyLimits.article,
      onRequest: requireAdmin({ roles: contentWriters }),
      schema: { body: createBody },
    },
    async (request) => {
      const body = request.body as ArticleBody & Pick<ArticleInput, 'type'>
      const now = new Date().toISOString()
      const input = inputOf(body, {
        ...(body as ArticleInput),
        // Not given: shown from now on once published.
        display_time: now,
      })
      const article = await db
        .transaction()
        .execute((trx) => createArticle(trx, { ...input, author: adminOf(request).username }))
      return adminSuccess(article)
    },
  )

  admin.post(
    '/article/update',
    {
      bodyLimit: bodyLimits.article,
      onRequest: requireAdmin({ roles: contentWriters }),
      schema: { body: updateBody },
    },
    async (request) => {
      const { id, ...body } = request.body as ArticleBody & { id: number }
      const article = await updateArticle(db, { id, changes: changesOf(body) })
      if (!article) throw new AdminError(adminCodes.notFound, 'No article with this id.')
      return adminSuccess(article)
    },
  )
}

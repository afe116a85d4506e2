import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { isAddress } from 'viem'
import { listPublishedArticles, viewPublishedArticle } from '../content/articles.ts'
import { recordClientError } from '../content/clientErrors.ts'
import {
  deploymentKinds,
  deploymentKindsWithAddress,
  deploymentTemplates,
  recordDeployment,
} from '../content/deployments.ts'
import {
  createFeedback,
  type FeedbackCategory,
  feedbackCategories,
  feedbackLimits,
} from '../content/feedback.ts'
import { validationField } from '../content/validationField.ts'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import { clientKeyOf } from '../limits/clientKeyOf.ts'
import type { RateLimiter } from '../limits/rateLimiter.ts'
import { localChainIdOf, readLocalDeployments } from '../local/readLocalDeployments.ts'
import { failureEnvelope, successEnvelope } from './envelope.ts'

/**
 * Requests per client IP and window of the public content routes. The write routes are tight (a
 * person sends a few feedback messages an hour; a page reports a handful of errors or deployments);
 * the announcement reads are loose (every dashboard visit reads them).
 */
export type PublicContentLimits = {
  windowMs: number
  feedback: number
  clientErrors: number
  deployments: number
  announcements: number
}

export const defaultPublicContentLimits: PublicContentLimits = {
  windowMs: 10 * 60_000,
  feedback: 5,
  clientErrors: 50,
  deployments: 50,
  announcements: 600,
}

export type PublicContentRoutesOptions = {
  database: DatabaseHandle
  /** config.localDeployments: reports on an enabled local chain are accepted too. */
  localDeployments: readonly string[]
  limits?: Partial<PublicContentLimits> | undefined
}

/** Reported error bodies larger than this are refused with 413 before parsing. */
export const clientErrorBodyLimit = 32 * 1024
/** Feedback bodies: a 5000-character description in UTF-8 and form encoding fits easily. */
const feedbackBodyLimit = 64 * 1024
/** The public dashboard shows at most this many announcements. */
export const announcementsMax = 50

const catalogueChainIds = new Set(chainCatalogue.map((chain) => chain.id))

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const hashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * A local chain's id is accepted for deployment reports only while its deployments file says the
 * chain runs (a file caught mid-write by a redeploy counts as not yet).
 */
async function isEnabledLocalChain(localDeployments: readonly string[], chainId: number): Promise<boolean> {
  const chains = await readLocalDeployments(localDeployments).catch(() => [])
  return chains.some((deployments) => localChainIdOf(deployments) === chainId)
}

/** The envelope's answer to input the schema or the checks refused: HTTP 400, names the field. */
function invalid(reply: FastifyReply, field: string) {
  return reply.code(400).send({ ...failureEnvelope(`invalid ${field}`), data: { field } })
}

/** A text field: form posts send everything as text; trimmed, as people paste with spaces. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

const feedbackBody = {
  type: 'object',
  required: ['category', 'description'],
  properties: {
    category: { type: 'string', enum: feedbackCategories },
    description: { type: 'string', maxLength: feedbackLimits.descriptionMax + 100 },
    email: { type: 'string', maxLength: feedbackLimits.emailMax + 100 },
    contact: { type: 'string', maxLength: feedbackLimits.contactMax + 100 },
  },
} as const

/** `err` is a message, or an Error-like `{message, stack}`; extra text fields are capped. */
const clientErrorBody = {
  type: 'object',
  required: ['err'],
  properties: {
    err: {
      anyOf: [
        { type: 'string' },
        { type: 'object', properties: { message: { type: 'string' }, stack: { type: 'string' } } },
      ],
    },
    info: { type: 'string' },
    url: { type: 'string' },
    userAgent: { type: 'string' },
  },
} as const

const deploymentBody = {
  type: 'object',
  required: ['kind', 'chainId', 'txHash', 'deployer'],
  properties: {
    kind: { type: 'string', enum: deploymentKinds },
    chainId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    address: { type: 'string', maxLength: 42 },
    template: { type: 'string', enum: deploymentTemplates },
    txHash: { type: 'string', pattern: hashPattern.source },
    deployer: { type: 'string', maxLength: 42 },
  },
} as const

const announcementsQuery = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: announcementsMax, default: 10 } },
} as const

const announcementParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const

/**
 * The public side of the admin console's content (issue 8), under /api (register with that prefix):
 *
 * - `POST /v1/web/feedback` {category, description, email?, contact?}: the /issue/index form
 *   (form-encoded as the web's POST helper sends it, or JSON). `category` is one of
 *   feedbackCategories, `description` 10 to 5000 characters after trimming, `email` a valid address
 *   (required unless `contact` is given), `contact` at most 200 characters. 200 `{id}`.
 * - `POST /v1/web/errors` {err, info?, url?, userAgent?}: an uncaught error of the production web
 *   app. Fields are capped (clientErrorCaps), the body at 32 KiB (413 beyond). 200 `{id}`.
 * - `POST /v1/web/deployments` {kind, chainId, address?, template?, txHash, deployer}: a transaction
 *   the web app sent. chainId must be a catalogue chain (or the enabled local chain); address (the
 *   created contract, or for a lock the locker holding it; required for token, lock, multisig) and
 *   deployer must be addresses; template (kind token only) one of core's token template ids; txHash
 *   0x + 64 hex digits. A repeat of the
 *   same (chainId, txHash) is recorded once. 200 `{id, created}`.
 * - `GET /v1/web/announcements?limit=` (1..50, default 10): published announcements whose display
 *   time has come, newest display time first.
 * - `GET /v1/web/announcements/:id`: one of those; counts a pageview. 404 for drafts, future ones
 *   and unknown ids.
 *
 * Bad input: 400 `{status: '0', message: 'invalid <field>', data: {field}}`, nothing stored. Each
 * route has its own per-client window (an IPv6 client by its /64; 429 with Retry-After past it),
 * counted in the database on PostgreSQL: shared by every instance and kept across restarts.
 *
 * @example
 * await api.register(publicContentRoutes, { database, localDeployments: [] })
 */
export const publicContentRoutes: FastifyPluginAsync<PublicContentRoutesOptions> = async (app, options) => {
  const { db } = options.database
  const limits = { ...defaultPublicContentLimits, ...options.limits }
  // Shared by every instance on PostgreSQL and kept across restarts (the database counts them, as
  // the sign-in limits; see limits/createRateLimiters.ts): N instances behind a load balancer must
  // not give a client N times the limit. In memory on SQLite, one instance by nature.
  const limiter = (name: string, limit: number) =>
    app.rateLimiters(`public-${name}`, { limit, windowMs: limits.windowMs })
  const feedbackLimiter = limiter('feedback', limits.feedback)
  const clientErrorLimiter = limiter('client-errors', limits.clientErrors)
  const deploymentLimiter = limiter('deployments', limits.deployments)
  const announcementLimiter = limiter('announcements', limits.announcements)

  /** Counts the request; answers 429 (and returns true) when the client is over its limit. */
  async function refusedByLimit(
    request: FastifyRequest,
    reply: FastifyReply,
    rateLimiter: RateLimiter,
  ): Promise<boolean> {
    const { retryAfter } = await rateLimiter.hit(clientKeyOf(request.ip))
    if (retryAfter === 0) return false
    reply.code(429).header('retry-after', String(retryAfter)).send(failureEnvelope('too many requests'))
    return true
  }

  app.post(
    '/v1/web/feedback',
    { schema: { body: feedbackBody }, attachValidation: true, bodyLimit: feedbackBodyLimit },
    async (request, reply) => {
      if (await refusedByLimit(request, reply, feedbackLimiter)) return reply
      if (request.validationError) return invalid(reply, validationField(request.validationError))
      const body = request.body as Record<string, unknown>
      const description = text(body.description)
      const email = text(body.email)
      const contact = text(body.contact)
      const length = [...description].length
      if (length < feedbackLimits.descriptionMin || length > feedbackLimits.descriptionMax) {
        return invalid(reply, 'description')
      }
      if (email !== '' && (email.length > feedbackLimits.emailMax || !emailPattern.test(email))) {
        return invalid(reply, 'email')
      }
      if (email === '' && contact === '') return invalid(reply, 'email')
      if ([...contact].length > feedbackLimits.contactMax) return invalid(reply, 'contact')
      const id = await createFeedback(db, {
        category: body.category as FeedbackCategory,
        description,
        email,
        contact,
      })
      return successEnvelope({ id })
    },
  )

  app.post(
    '/v1/web/errors',
    { schema: { body: clientErrorBody }, attachValidation: true, bodyLimit: clientErrorBodyLimit },
    async (request, reply) => {
      if (await refusedByLimit(request, reply, clientErrorLimiter)) return reply
      if (request.validationError) return invalid(reply, validationField(request.validationError))
      const body = request.body as Record<string, unknown>
      const err = body.err as string | { message?: string; stack?: string }
      const message = typeof err === 'string' ? err : (err.message ?? '')
      const stack = typeof err === 'string' ? '' : (err.stack ?? '')
      if (message.trim() === '' && stack.trim() === '') return invalid(reply, 'err')
      const id = await recordClientError(db, {
        message,
        stack,
        info: typeof body.info === 'string' ? body.info : '',
        url: typeof body.url === 'string' ? body.url : '',
        // The browser's own header when the page did not say.
        userAgent:
          typeof body.userAgent === 'string' ? body.userAgent : (request.headers['user-agent'] ?? ''),
      })
      return successEnvelope({ id })
    },
  )

  app.post(
    '/v1/web/deployments',
    { schema: { body: deploymentBody }, attachValidation: true, bodyLimit: 4096 },
    async (request, reply) => {
      if (await refusedByLimit(request, reply, deploymentLimiter)) return reply
      if (request.validationError) return invalid(reply, validationField(request.validationError))
      const body = request.body as {
        kind: (typeof deploymentKinds)[number]
        chainId: number
        address?: string
        template?: string
        txHash: string
        deployer: string
      }
      // Only a token is made from a template.
      if (body.template !== undefined && body.kind !== 'token') return invalid(reply, 'template')
      const chainKnown =
        catalogueChainIds.has(body.chainId) ||
        (await isEnabledLocalChain(options.localDeployments, body.chainId))
      if (!chainKnown) return invalid(reply, 'chainId')
      const address = text(body.address)
      if (
        address === ''
          ? deploymentKindsWithAddress.includes(body.kind)
          : !isAddress(address, { strict: true })
      ) {
        return invalid(reply, 'address')
      }
      if (!isAddress(body.deployer, { strict: true })) return invalid(reply, 'deployer')
      const result = await recordDeployment(db, {
        kind: body.kind,
        chainId: body.chainId,
        address: address === '' ? null : address,
        template: body.template ?? null,
        txHash: body.txHash,
        deployer: body.deployer,
      })
      return successEnvelope(result)
    },
  )

  app.get(
    '/v1/web/announcements',
    { schema: { querystring: announcementsQuery }, attachValidation: true },
    async (request, reply) => {
      if (await refusedByLimit(request, reply, announcementLimiter)) return reply
      if (request.validationError) return invalid(reply, validationField(request.validationError))
      const { limit } = request.query as { limit: number }
      return successEnvelope({ items: await listPublishedArticles(db, { limit }) })
    },
  )

  app.get(
    '/v1/web/announcements/:id',
    { schema: { params: announcementParams }, attachValidation: true },
    async (request, reply) => {
      if (await refusedByLimit(request, reply, announcementLimiter)) return reply
      if (request.validationError) return invalid(reply, 'id')
      const { id } = request.params as { id: number }
      const article = await viewPublishedArticle(db, { id })
      if (!article) return reply.code(404).send(failureEnvelope('not found'))
      return successEnvelope(article)
    },
  )
}

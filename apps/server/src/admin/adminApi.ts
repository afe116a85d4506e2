import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ScryptCost } from '../auth/scryptAsync.ts'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/isDatabaseUnavailable.ts'
import { containsNulCharacter } from '../routes/containsNulCharacter.ts'
import { type AdminLoginLimits, adminAuthRoutes } from './adminAuthRoutes.ts'
import { adminCodes } from './adminCodes.ts'
import { AdminError, adminFailure } from './adminEnvelope.ts'
import { adminRoleRoutes } from './adminRoleRoutes.ts'
import { adminUserRoutes } from './adminUserRoutes.ts'
import { adminContentRoutes } from './content/adminContentRoutes.ts'

export type AdminApiOptions = {
  database: DatabaseHandle
  /** Sign-in failure limits (tests lower or raise them); default defaultAdminLoginLimits. */
  loginLimits?: AdminLoginLimits | undefined
  /** The scrypt cost of new passwords (config.passwordCost). */
  passwordCost: ScryptCost
  /** DATA_DIR/uploads: where the upload routes store images (served by routes/uploadsRoute.ts). */
  uploadsDir: string
  /** Rows a feedback export answers at most; default feedbackExportMaxRows (content/feedback.ts). */
  feedbackExportMaxRows?: number | undefined
  /** A feedback export whose client takes nothing for this long is ended; default 15,000 ms. */
  feedbackExportStallMs?: number | undefined
  /** Feedback exports running at once in this instance (FEEDBACK_EXPORTS_AT_ONCE); default 2. */
  feedbackExportsAtOnce?: number | undefined
}

type ValidationProblem = { field: string; message: string }

/** 'body/roles/0' -> 'roles[0]'-like readable names: the path inside the input, or the input's part. */
function problemsOf(error: FastifyError): ValidationProblem[] {
  const context = error.validationContext ?? 'input'
  return (error.validation ?? []).map((issue) => {
    const missing = (issue.params as { missingProperty?: unknown } | undefined)?.missingProperty
    const path = issue.instancePath
      .split('/')
      .filter(Boolean)
      .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
      .join('')
      .replace(/^\./, '')
    const field = typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path || context
    const message = typeof missing === 'string' ? 'is required' : (issue.message ?? 'is invalid')
    return { field, message }
  })
}

/**
 * The admin API of the console (DESIGN.md "Template layer"), registered under /prod-api (spec 000's
 * base path). Every answer is `{code, message, data}` (adminCodes.ts) with HTTP 200, also for
 * failures, as the template's request layer expects; an unknown path is HTTP 404 with code 40004.
 *
 * - Schema failures (Fastify's ajv) become 40001 with a message naming the field and `data.problems`.
 * - Malformed JSON, a wrong content type or a too large body: 40001 with Fastify's message.
 * - AdminError (thrown by routes and requireAdmin) becomes its code; 42900 adds Retry-After.
 * - The database unavailable (stopped, restarting, unreachable): HTTP 503 with Retry-After and 50300,
 *   the console's "try again".
 * - Anything else is logged and answered 50000 without details or stack.
 *
 * Other admin route plugins (feedback, VIP, announcements, uploads, ...) are registered here, after
 * the error handler, and guard themselves with `requireAdmin({ roles })`.
 *
 * @example
 * await app.register(adminApi, { prefix: '/prod-api', database })
 */
export const adminApi: FastifyPluginAsync<AdminApiOptions> = async (admin, options) => {
  admin.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  admin.addHook('preValidation', async (request) => {
    if ([request.query, request.params, request.body].some((part) => containsNulCharacter(part)))
      throw new AdminError(adminCodes.invalidInput, 'Invalid input: text must not contain NUL characters.')
  })

  admin.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AdminError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter))
      return reply.code(200).send(adminFailure(error.adminCode, error.message, error.data))
    }
    if (error.validation) {
      const problems = problemsOf(error)
      const first = problems[0]
      const message = first ? `Invalid ${first.field}: ${first.message}.` : 'Invalid input.'
      return reply.code(200).send(adminFailure(adminCodes.invalidInput, message, { problems }))
    }
    const statusCode = error.statusCode ?? 500
    if (statusCode >= 400 && statusCode < 500) {
      // Raised by Fastify before any handler: malformed JSON, unsupported media type, body too large.
      return reply.code(200).send(adminFailure(adminCodes.invalidInput, `Invalid request: ${error.message}`))
    }
    if (isDatabaseUnavailable(error)) {
      // Stopped, restarting or unreachable: the console says "try again", and so does the status.
      request.log.warn({ err: error }, 'admin API request: database unavailable')
      return reply
        .code(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send(adminFailure(adminCodes.unavailable))
    }
    request.log.error({ err: error }, 'admin API request failed')
    return reply.code(200).send(adminFailure(adminCodes.serverError))
  })

  await admin.register(adminAuthRoutes, {
    database: options.database,
    loginLimits: options.loginLimits,
    passwordCost: options.passwordCost,
  })
  await admin.register(adminRoleRoutes, { database: options.database })
  await admin.register(adminUserRoutes, { database: options.database, passwordCost: options.passwordCost })
  // Feedback, VIP, articles, error log, transactions, dashboard stats and uploads.
  await admin.register(adminContentRoutes, {
    prefix: '/vue-element-admin',
    database: options.database,
    uploadsDir: options.uploadsDir,
    feedbackExportMaxRows: options.feedbackExportMaxRows,
    feedbackExportStallMs: options.feedbackExportStallMs,
    feedbackExportsAtOnce: options.feedbackExportsAtOnce,
  })
  // Other helpers' admin route plugins go here.

  // A route, not setNotFoundHandler: the web app's wildcard would otherwise answer /prod-api/... with
  // index.html (the same reason as in routes/apiRoutes.ts).
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(adminFailure(adminCodes.notFound, 'No such admin API route.'))
  admin.all('/', notFound)
  admin.all('/*', notFound)
}

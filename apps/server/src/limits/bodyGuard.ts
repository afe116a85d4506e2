import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { adminCodes } from '../admin/adminCodes.ts'
import { adminFailure } from '../admin/adminEnvelope.ts'
import { failureEnvelope } from '../routes/envelope.ts'
import { clientKeyOf } from './clientKeyOf.ts'
import { jsonNestingExceeds } from './jsonNestingExceeds.ts'

/** Request bodies: the server's limits (issue 76 point 2); docs/server-api.md states them. */
export const bodyLimits = {
  /** Any route that names no limit of its own. */
  default: 64 * 1024,
  /** Sign-in, sign-out, role switch: two short strings at most. */
  session: 4 * 1024,
  /** An announcement's create and update: its content may hold 100,000 characters of HTML. */
  article: 1024 * 1024,
  /** An image upload (multipart): the image (1 MiB at most) and its part headers. */
  upload: 1024 * 1024 + 16 * 1024,
} as const

/** Arrays and objects nested deeper than this in a JSON body: refused before parsing. */
export const maxJsonDepth = 32

/**
 * Refused bodies (too large, malformed, nested too deep) a client (its IP; an IPv6 client by its
 * /64) may send per window; past them its requests with a body are answered 429 at once, before any
 * byte of the body is read, until the window ends. Nobody is exempt by a header it could forge: an
 * honest client, the console included, sends no refused body in normal use.
 */
export const refusedBodyLimits = { limit: 20, windowMs: 60_000, maxKeys: 100_000 } as const

/** The error a JSON body nested deeper than maxJsonDepth gets: 400, in the route's failure shape. */
export const jsonTooDeepCode = 'TOKENBOX_JSON_TOO_DEEP'

function isRefusedBody(error: FastifyError): boolean {
  return (
    error.code === jsonTooDeepCode ||
    error.statusCode === 413 ||
    error.code?.startsWith('FST_ERR_CTP_') === true ||
    // secure-json-parse's syntax errors (Fastify's JSON parser): 400 SyntaxError.
    (error instanceof SyntaxError && error.statusCode === 400)
  )
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
}

/**
 * What guards the server against costly bodies (issue 76 point 2), for `app` (the root instance,
 * before any route is registered):
 * - JSON bodies are scanned for their nesting before they are parsed (limits/jsonNestingExceeds.ts):
 *   deeper than maxJsonDepth is a 400 without building anything; then Fastify's own parser (with
 *   its prototype-poisoning checks) parses what passed.
 * - A client whose bodies keep being refused (refusedBodyLimits, counted in
 *   this instance's memory: what it protects is this instance's CPU) gets 429 with Retry-After for
 *   its next bodies, in the answer shape of the API it called, before they are read.
 * The size limits themselves are Fastify's `bodyLimit` (bodyLimits.default for the server, smaller
 * or larger per route), checked while the body arrives.
 */
export function guardBodies(app: FastifyInstance, options: { now?: () => number } = {}): void {
  const now = options.now ?? Date.now
  const defaultJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string': always text here.
    const text = body as string
    if (jsonNestingExceeds(text, maxJsonDepth)) {
      const error = Object.assign(new Error(`JSON nested deeper than ${maxJsonDepth} levels`), {
        statusCode: 400,
        code: jsonTooDeepCode,
      })
      done(error, undefined)
      return
    }
    defaultJson(request, text, done)
  })

  // Fixed windows per client key, in insertion (= window start) order, so ended ones are at the front.
  const windows = new Map<string, { startedAt: number; count: number }>()
  const retryAfterOf = (key: string, time: number): number => {
    const window = windows.get(key)
    if (window === undefined || time - window.startedAt >= refusedBodyLimits.windowMs) return 0
    if (window.count < refusedBodyLimits.limit) return 0
    return Math.max(1, Math.ceil((window.startedAt + refusedBodyLimits.windowMs - time) / 1000))
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request) || windows.size === 0) {
      done()
      return
    }
    const retryAfter = retryAfterOf(clientKeyOf(request.ip), now())
    if (retryAfter === 0) {
      done()
      return
    }
    // The body is not read: the connection closes after this answer.
    reply.header('retry-after', String(retryAfter)).header('connection', 'close')
    if (request.url.startsWith('/prod-api')) {
      reply.code(200).send(adminFailure(adminCodes.tooManyRequests))
    } else {
      reply.code(429).send(failureEnvelope('too many requests'))
    }
  })

  app.addHook('onError', (request, _reply, error, done) => {
    if (isRefusedBody(error)) {
      const key = clientKeyOf(request.ip)
      const time = now()
      let window = windows.get(key)
      if (window === undefined || time - window.startedAt >= refusedBodyLimits.windowMs) {
        windows.delete(key)
        for (const [oldKey, old] of windows) {
          if (time - old.startedAt < refusedBodyLimits.windowMs && windows.size < refusedBodyLimits.maxKeys)
            break
          windows.delete(oldKey)
        }
        window = { startedAt: time, count: 0 }
        windows.set(key, window)
      }
      window.count++
    }
    done()
  })
}

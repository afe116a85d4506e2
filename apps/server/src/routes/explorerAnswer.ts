import type { FastifyReply, FastifyRequest } from 'fastify'
import { clientKeyOf } from '../limits/clientKeyOf.ts'
import type { RateLimiter } from '../limits/rateLimiter.ts'
import { failureEnvelope, successEnvelope } from './envelope.ts'

/**
 * A refusal of an explorer route in the envelope: `code` is the message the web app translates;
 * `retryAfter` (seconds) goes out as the Retry-After header.
 */
export class ExplorerRefusal {
  readonly statusCode: number
  readonly code: string
  readonly data: { reason: string } | null
  readonly retryAfter: number | undefined
  constructor(statusCode: number, code: string, data: { reason: string } | null = null, retryAfter?: number) {
    this.statusCode = statusCode
    this.code = code
    this.data = data
    this.retryAfter = retryAfter
  }
}

/**
 * Answers an explorer route: 429 with `rateLimitedCode` and Retry-After when the caller (its IP, an
 * IPv6 client by its /64) is over `limiter`, else `work()` in the success envelope, or its ExplorerRefusal with its status.
 * Anything else thrown is a bug and goes to Fastify's error handler (a 500 without a stack).
 *
 * @example
 * app.get('/v1/web/explorer/chains', (request, reply) => answerExplorer(request, reply, limiter, codes.rateLimited, read))
 */
export async function answerExplorer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  limiter: RateLimiter,
  rateLimitedCode: string,
  work: () => Promise<T>,
) {
  const { retryAfter } = await limiter.hit(clientKeyOf(request.ip))
  if (retryAfter > 0) {
    return reply.code(429).header('retry-after', String(retryAfter)).send(failureEnvelope(rateLimitedCode))
  }
  try {
    return successEnvelope(await work())
  } catch (error) {
    if (!(error instanceof ExplorerRefusal)) throw error
    if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter))
    return reply.code(error.statusCode).send({ ...failureEnvelope(error.code), data: error.data })
  }
}

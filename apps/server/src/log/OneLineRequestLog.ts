import type { FastifyReply, FastifyRequest } from 'fastify'
import { LogController } from 'fastify'

/**
 * The server's request log: one line per request, written when it ends, holding what Fastify's
 * default spreads over two ("incoming request" with the request, "request completed" with the status
 * and time): `req` (method, URL with credentials redacted, host, remote address and port), `res`
 * (status code) and `responseTime` in ms. A request that fails is one `error` line, "request
 * errored", with the error beside them.
 *
 * Why not two lines: at LOG_LEVEL=info, the production default, each line costs a public lookup
 * about as much as its database query (issue 17: logging was about a third of a VIP lookup's server
 * CPU, two lines per request), and the second line now says everything the first did. What is given
 * up: a request that never gets an answer (the client left, a socket timeout) used to leave its
 * "incoming request" line and now leaves none, as Fastify logs a request's end only when the answer
 * was sent or failed; a handler's failure is still logged where it happens (the API's error handler).
 *
 * @example
 * Fastify({ logger, logController: new OneLineRequestLog() })
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      )
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
    }
  }
}

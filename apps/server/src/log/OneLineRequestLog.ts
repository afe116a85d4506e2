import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { LogController } from 'fastify'

/**
 * The server's request log: one line per request, written when it ends, holding what Fastify's
 * default spreads over two ("incoming request" with the request, "request completed" with the status
 * and time): `reqId`, `req` (method, URL with credentials redacted, host, remote address and port),
 * `res` (status code) and `responseTime` in ms. A request that fails is one `error` line, "request
 * errored", with the error beside them.
 *
 * Why not two lines: at LOG_LEVEL=info, the production default, each line costs a public lookup
 * about as much as its database query (issue 17: logging was about a third of a VIP lookup's server
 * CPU, two lines per request), and the second line now says everything the first did. What is given
 * up: a request that never gets an answer (the client left, a socket timeout) used to leave its
 * "incoming request" line and now leaves none, as Fastify logs a request's end only when the answer
 * was sent or failed; a handler's failure is still logged where it happens (the API's error handler).
 *
 * Why a logger of its own (`writeTo`): the access line holds only the fields above, built from the
 * request by the `req` serializer that redacts the URL (serverLoggerOptions.ts), and never a header,
 * so the header redaction that every other line goes through has nothing to find in it; running it
 * anyway (it copies `req` and `res` to censor paths they do not have) was a third of the line's cost
 * (issue 17, measured under autocannon). The error line keeps the request's logger, redaction and
 * all, as an error may carry anything.
 *
 * @example
 * const requestLog = new OneLineRequestLog()
 * const app = Fastify({ logger, logController: requestLog })
 * requestLog.writeTo(app.log)
 */
export class OneLineRequestLog extends LogController {
  #accessLog: FastifyBaseLogger | undefined

  /**
   * Writes the access lines through `logger` (the server's root logger: its level, destination,
   * serializers and message hook) without its header redaction. Until called, they go through each
   * request's own logger.
   */
  writeTo(logger: FastifyBaseLogger): void {
    this.#accessLog = logger.child({}, { redact: { paths: [] } })
  }

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
    } else if (this.#accessLog) {
      this.#accessLog.info(
        { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      )
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
    }
  }
}

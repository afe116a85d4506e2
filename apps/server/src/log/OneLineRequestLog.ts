import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { LogController } from 'fastify'
import pino from 'pino'
import { requestLogFields } from './serverLoggerOptions.ts'

/** The parts of a pino logger the access line is written with (pino.symbols are public API). */
type PinoLineParts = pino.Logger & {
  [pino.symbols.streamSym]: { write(line: string): unknown }
  [pino.symbols.chindingsSym]: string
  [pino.symbols.timeSym]: () => string
  [pino.symbols.messageKeySym]: string
}

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
 * Why the access line is put together here rather than by `logger.info(...)`: its fields are always
 * the same, so it is written from a template with pino's own pieces (the logger's level value,
 * `time`, pid/hostname bindings, message key and destination), byte for byte the line pino writes
 * (a test compares the two). pino's general path (the credential hook over every argument, a
 * serializer lookup and a JSON.stringify per field) cost 1.9 µs a line against 0.8 for this, in a
 * loop on a loaded 2-core machine (issue 17). The server uses none of pino's formatters, mixin or
 * nested key, which this line would not follow; the URL still goes through redactCredentials.
 *
 * @example
 * const requestLog = new OneLineRequestLog()
 * const app = Fastify({ logger, logController: requestLog })
 * requestLog.writeTo(app.log)
 */
export class OneLineRequestLog extends LogController {
  #accessLog: PinoLineParts | undefined
  /** `{"level":30` and what follows the line's fields up to its message, worked out by writeTo. */
  #lineStart = ''
  #lineEnd = ''

  /**
   * Writes the access lines with `logger`'s level, bindings and destination (the server's root
   * logger, a pino one) and without its header redaction. Until called, or when `logger` is not
   * pino's, they go through each request's own logger.
   */
  writeTo(logger: FastifyBaseLogger): void {
    const accessLog = logger.child({}, { redact: { paths: [] } }) as unknown as PinoLineParts
    // With the log off (`logger: false`) Fastify's logger is a silent stand-in, not pino: the
    // request's own logger (as silent) stays in charge.
    if (accessLog.levels === undefined) return
    this.#accessLog = accessLog
    this.#lineStart = `{"level":${accessLog.levels.values.info}`
    this.#lineEnd = `,${JSON.stringify(accessLog[pino.symbols.messageKeySym])}:"request completed"}\n`
  }

  /** The access line of a request that was answered (see the class comment). */
  #writeAccessLine(accessLog: PinoLineParts, request: FastifyRequest, reply: FastifyReply): void {
    accessLog[pino.symbols.streamSym].write(
      `${this.#lineStart}${accessLog[pino.symbols.timeSym]()}${accessLog[pino.symbols.chindingsSym]},` +
        `${JSON.stringify(this.requestIdLogLabel)}:${JSON.stringify(request.id)},` +
        `"req":${JSON.stringify(requestLogFields(request))},"res":{"statusCode":${reply.statusCode}},` +
        `"responseTime":${JSON.stringify(reply.elapsedTime)}${this.#lineEnd}`,
    )
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
      if (this.#accessLog.isLevelEnabled('info')) this.#writeAccessLine(this.#accessLog, request, reply)
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
    }
  }
}

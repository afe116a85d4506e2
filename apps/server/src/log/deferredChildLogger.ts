import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'
import type { Bindings, ChildLoggerOptions } from 'pino'

type LogMethod = (...args: unknown[]) => void

/**
 * A request's logger (`request.log`, `reply.log`) that is the pino child Fastify would have made,
 * `parent.child(bindings, options)`, made the first time it is used. Same lines, same reqId, same
 * redaction: only when the child exists changes.
 *
 * Why: Fastify makes a child logger for every request before any hook runs, and pino's child
 * (given options, as Fastify always passes) builds formatters and serialises the bindings: about
 * 2 µs of a VIP lookup's server CPU, for a logger most requests never use, as the access line is
 * written by log/OneLineRequestLog.ts from the request itself (issue 17; a loop on the server's
 * logger options: 1.9 to 3.4 µs per child against 0.2 to 0.5 for this object).
 */
class DeferredChildLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger
  readonly #bindings: Bindings
  readonly #options: ChildLoggerOptions
  #child: FastifyBaseLogger | undefined

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent
    this.#bindings = bindings
    this.#options = options
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options)
    return this.#child
  }

  get level(): string {
    return this.#logger().level
  }

  set level(level: string) {
    this.#logger().level = level
  }

  fatal(...args: unknown[]): void {
    ;(this.#logger().fatal as LogMethod)(...args)
  }
  error(...args: unknown[]): void {
    ;(this.#logger().error as LogMethod)(...args)
  }
  warn(...args: unknown[]): void {
    ;(this.#logger().warn as LogMethod)(...args)
  }
  info(...args: unknown[]): void {
    ;(this.#logger().info as LogMethod)(...args)
  }
  debug(...args: unknown[]): void {
    ;(this.#logger().debug as LogMethod)(...args)
  }
  trace(...args: unknown[]): void {
    ;(this.#logger().trace as LogMethod)(...args)
  }
  silent(...args: unknown[]): void {
    ;(this.#logger().silent as LogMethod)(...args)
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options)
  }
}

/**
 * Fastify's `childLoggerFactory` for the server: each request's logger is made when first used
 * (DeferredChildLogger above), not for every request.
 *
 * @example
 * Fastify({ logger, childLoggerFactory: deferredChildLogger })
 */
export const deferredChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new DeferredChildLogger(logger, bindings, options)

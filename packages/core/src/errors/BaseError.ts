import { walkCauses } from './walkCauses.ts'

export type BaseErrorParameters = {
  /** The failure underneath this one; `walk()` follows these links. */
  cause?: unknown
  /** Extra technical detail (a server message, an HTTP status), shown after the short message. */
  details?: string | undefined
  /** Lines that help someone debugging (the URL called, the timeout used). */
  metaMessages?: string[] | undefined
  name?: string | undefined
}

/**
 * The root of TokenBox's own errors. `shortMessage` is one line meant for logs and for
 * {@link toErrorMessage} to match on; `message` adds the details, meta lines and the cause's
 * message so that a log line alone explains what went wrong. Each kind of failure is a subclass
 * with its own `name`, grouped by topic (`errors/request.ts`, `errors/transaction.ts`).
 *
 * @example
 * class PriceMissingError extends BaseError {
 *   constructor(symbol: string) {
 *     super(`No price for ${symbol}.`, { name: 'PriceMissingError' })
 *   }
 * }
 */
export class BaseError extends Error {
  shortMessage: string
  details: string
  metaMessages: string[] | undefined
  override name = 'BaseError'

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, metaMessages } = parameters
    const details =
      parameters.details ??
      (cause instanceof BaseError ? cause.details : cause instanceof Error ? cause.message : '')
    const message = [
      shortMessage || 'An error occurred.',
      ...(metaMessages?.length ? ['', ...metaMessages] : []),
      ...(details ? ['', `Details: ${details}`] : []),
    ].join('\n')
    super(message, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = metaMessages
    if (parameters.name) this.name = parameters.name
  }

  /**
   * Follows the cause chain (`error.cause`, any object, not only BaseErrors) and returns the
   * first link for which `predicate` holds, or `null`; without a predicate, the deepest cause.
   *
   * @example
   * error.walk((cause) => cause instanceof RequestTimeoutError)
   */
  walk(): unknown
  walk(predicate: (error: unknown) => boolean): unknown
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkCauses(this, predicate)
  }
}

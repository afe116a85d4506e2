import { createErrorReporter, sendClientError } from '@tokenbox/core/webApi/errorReporter.ts'

/**
 * The page's one error reporter (see core's createErrorReporter): at most 10 reports per page
 * load, each error once, secrets scrubbed, sent to the same origin as JSON.
 *
 * @example
 * const report = createClientErrorReporter()
 */
export function createClientErrorReporter() {
  return createErrorReporter({
    send: (report) => sendClientError(report),
    url: () => window.location.href,
    userAgent: navigator.userAgent,
  })
}

import { scrubSecrets } from './scrubSecrets.ts'

/** One client error as `POST /api/v1/web/errors` takes it (spec 000's error log: err, info, url). */
export type ClientErrorReport = {
  /** The error: name, message and stack. */
  err: string
  /** Where it came from: `window.onerror`, `unhandledrejection`, or React's component stack. */
  info: string
  url: string
  userAgent: string
}

export type ErrorReporterOptions = {
  /** Sends one report; may reject, which is ignored. */
  send: (report: ClientErrorReport) => Promise<unknown>
  /** Reports per page load at most (a render loop must not flood the server). Default 10. */
  maxReports?: number
  url: () => string
  userAgent: string
}

/** Longest `err` / `info` sent: a stack rarely needs more, and the server stores what it gets. */
const maxTextLength = 4000

function describe(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`
    return error.stack?.includes(error.message) ? error.stack : `${head}\n${error.stack ?? ''}`.trim()
  }
  try {
    return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error))
  } catch {
    return String(error)
  }
}

/**
 * Makes the page's error reporter: each call sends one report, scrubbed of wallet secrets (see
 * scrubSecrets), unless the same error was already reported in this page load or `maxReports`
 * reports went out. Never throws and never waits: a failing report is dropped silently (reporting
 * it would loop).
 *
 * @example
 * const report = createErrorReporter({ send, url: () => location.href, userAgent: navigator.userAgent })
 * window.addEventListener('error', (event) => report(event.error ?? event.message, 'window.onerror'))
 */
export function createErrorReporter(
  options: ErrorReporterOptions,
): (error: unknown, info: string) => boolean {
  const maxReports = options.maxReports ?? 10
  const seen = new Set<string>()
  return (error, info) => {
    try {
      if (seen.size >= maxReports) return false
      const err = scrubSecrets(describe(error)).slice(0, maxTextLength)
      // The same error thrown again (a retry, a re-render) is one report, whatever path it took.
      if (seen.has(err)) return false
      seen.add(err)
      const report: ClientErrorReport = {
        err,
        info: scrubSecrets(info).slice(0, maxTextLength),
        url: scrubSecrets(options.url()).slice(0, 2000),
        userAgent: options.userAgent.slice(0, 512),
      }
      options.send(report).catch(() => undefined)
      return true
    } catch {
      return false
    }
  }
}

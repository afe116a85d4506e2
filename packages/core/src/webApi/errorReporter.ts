import { scrubSecrets } from './scrubSecrets.ts'

/**
 * One client error as `POST /api/v1/web/errors` takes it (spec 000's error log: err, info, url,
 * plus the user agent). `err` is sent as `{message, stack}`, which the server stores in two columns.
 */
export type ClientErrorReport = {
  err: { message: string; stack: string }
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

/** The server's column caps (apps/server/src/content/clientErrors.ts); longer text is cut here. */
export const clientErrorCaps = { message: 1000, stack: 8000, info: 2000, url: 2000, userAgent: 500 } as const

function messageAndStack(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, stack: error.stack ?? '' }
  }
  try {
    const message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error))
    return { message, stack: '' }
  } catch {
    return { message: String(error), stack: '' }
  }
}

/**
 * Makes the page's error reporter: each call sends one report, scrubbed of wallet secrets (see
 * scrubSecrets), unless the same error (message and stack) was already reported in this page load
 * or `maxReports` reports went out. Never throws and never waits: a failing report is dropped
 * silently (reporting it would loop). Returns whether a report went out.
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
      const raw = messageAndStack(error)
      const err = {
        message: scrubSecrets(raw.message).slice(0, clientErrorCaps.message),
        stack: scrubSecrets(raw.stack).slice(0, clientErrorCaps.stack),
      }
      // The same error thrown again (a retry, a re-render) is one report, whatever path it took.
      const key = `${err.message}\n${err.stack}`
      if (seen.has(key)) return false
      seen.add(key)
      const report: ClientErrorReport = {
        err,
        info: scrubSecrets(info).slice(0, clientErrorCaps.info),
        url: scrubSecrets(options.url()).slice(0, clientErrorCaps.url),
        userAgent: options.userAgent.slice(0, clientErrorCaps.userAgent),
      }
      options.send(report).catch(() => undefined)
      return true
    } catch {
      return false
    }
  }
}

/**
 * Sends one report to `POST /api/v1/web/errors` as JSON (the form encoding of the other backend
 * calls has no nested `err`), with `keepalive` so a report made while the page unloads still
 * arrives. Resolves whatever the answer; rejects only when the request could not be made.
 *
 * @example
 * const report = createErrorReporter({ send: (entry) => sendClientError(entry), url: () => location.href, userAgent: navigator.userAgent })
 */
export function sendClientError(report: ClientErrorReport, baseUrl = ''): Promise<Response> {
  return fetch(`${baseUrl}/api/v1/web/errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  })
}

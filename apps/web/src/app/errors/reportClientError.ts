type Report = (error: unknown, info: string) => boolean

let reporter: Promise<Report> | undefined

/**
 * Reports an uncaught error of the page to the server's client error log (spec 000 section 8:
 * "Uncaught UI errors: added to the error log in production only"). This module is on the first
 * load, so it is a few lines: the reporter itself (deduplication, the per-page cap, the scrubbing
 * of wallet secrets, with the BIP-39 word list it needs) loads with the first error. Never throws,
 * never waits.
 *
 * @example
 * reportClientError(new Error('boom'), 'window.onerror')
 */
export function reportClientError(error: unknown, info: string): void {
  reporter ??= import('./clientErrorReporter.ts').then((module) => module.createClientErrorReporter())
  reporter.then((report) => report(error, info)).catch(() => undefined)
}

/**
 * Sends the page's uncaught errors and unhandled promise rejections to reportClientError. main.tsx
 * calls it in production builds only; React's render errors come through createRoot's
 * `onUncaughtError` / `onCaughtError` with their component stack instead.
 *
 * @example
 * if (import.meta.env.PROD) installErrorReporting(window)
 */
export function installErrorReporting(target: Window): void {
  target.addEventListener('error', (event) => {
    const where = event.filename ? ` at ${event.filename}:${event.lineno}:${event.colno}` : ''
    reportClientError(event.error ?? event.message, `window error${where}`)
  })
  target.addEventListener('unhandledrejection', (event) =>
    reportClientError(event.reason, 'unhandled rejection'),
  )
}

/** Resets the lazily made reporter (tests start each page load afresh). */
export function resetClientErrorReporter(): void {
  reporter = undefined
}

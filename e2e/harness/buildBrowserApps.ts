import { ensureExtensionBuild } from './ensureExtensionBuild.ts'
import { ensureWebBuild } from './ensureWebBuild.ts'

/**
 * Vitest global setup of the browser suite: builds the web app and the extension when stale, once,
 * before any worker starts a file (each a stamp check by content when current). The files still
 * call ensureWebBuild and ensureExtensionBuild, which then find the builds current. Before, the
 * first file of each worker to need a stale build built it, so two workers rebuilt the extension
 * at once and one's Chromium loaded a dist/ being rewritten: no service worker ever came and
 * extension.e2e.test.ts timed out waiting for it (three workers, 2026-12-01). A full `make test`
 * builds both in suites of their own before the browser suite, so there this only checks.
 */
export default function setup(): void {
  ensureWebBuild()
  ensureExtensionBuild()
}

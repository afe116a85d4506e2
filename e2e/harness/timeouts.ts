/**
 * How long a browser action or wait may take before it fails (Playwright's own default is 30 s).
 * Tests wait on conditions, so a fast machine never waits this long; on a loaded 2-core machine a
 * fresh browser context's first page (every chunk from a cold cache, then the chain reads) was
 * seen to take longer than 30 s. Give every context of a test this budget, including the extra
 * ones a test opens (a visitor without a wallet): `context.setDefaultTimeout(e2eActionTimeout)`.
 */
export const e2eActionTimeout = 60_000

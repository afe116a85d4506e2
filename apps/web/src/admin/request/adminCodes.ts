/**
 * The admin API's envelope codes (the shared contract, after spec 000 sections 8 and 9). Every
 * admin answer is `{ code, message, data }`; envelope-level failures still come with HTTP 200.
 */
export const adminCodes = {
  ok: 20000,
  wrongCredentials: 60204,
  illegalToken: 50008,
  loggedInElsewhere: 50012,
  tokenExpired: 50014,
  invalidInput: 40001,
  noPermission: 40003,
  notFound: 40004,
  tooManyRequests: 42900,
  serverError: 50000,
  /** The server cannot reach its database for now (HTTP 503, Retry-After): try again in a moment. */
  unavailable: 50300,
} as const

/** Codes after which the session is over: the 'Confirm logout' dialog follows the toast. */
export const logoutCodes: readonly number[] = [
  adminCodes.illegalToken,
  adminCodes.loggedInElsewhere,
  adminCodes.tokenExpired,
]

/** The admin API's base path (spec 000 section 7, template layer). */
export const adminApiBase = '/prod-api'

/** Request timeout and toast duration of the template layer (spec 000 section 9). */
export const adminRequestTimeoutMs = 5000
export const adminToastMs = 5000

/**
 * The header every console request carries: the server takes the session cookie only beside it
 * (a cross-site form or link cannot send a header), so the cookie alone forges nothing.
 */
export const adminRequestHeader = 'x-tokenbox-admin'

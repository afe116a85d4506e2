/**
 * The codes of the admin API's `{code, message, data}` envelope (spec 000 sections 7 to 9 and the
 * admin console's shared contract). 20000, 50008, 50012, 50014 and 60204 are the template's; the
 * others follow the same five-digit style, grouped as HTTP would (4xxxx the caller's fault, 5xxxx
 * the session's or the server's).
 */
export const adminCodes = {
  ok: 20000,
  /** Invalid input; the message names the field, data may list every problem. */
  invalidInput: 40001,
  /** Signed in, but no role of the session may do this. */
  forbidden: 40003,
  notFound: 40004,
  /** Rate limited; the reply carries a Retry-After header (seconds). */
  tooManyRequests: 42900,
  serverError: 50000,
  /** The database cannot be reached for now (HTTP 503, Retry-After): the same request works again soon. */
  unavailable: 50300,
  /** No token, an unknown token, or one ended by logout or by a role switch. */
  illegalToken: 50008,
  /** The token was replaced by a newer sign-in of the same user (one live session per user). */
  loggedInElsewhere: 50012,
  tokenExpired: 50014,
  badCredentials: 60204,
} as const

export type AdminCode = (typeof adminCodes)[keyof typeof adminCodes]

/** The fixed messages; 40001, 40003 and 40004 usually get a more precise one from the route. */
export const adminMessages: Readonly<Record<AdminCode, string>> = {
  20000: 'success',
  40001: 'Invalid input.',
  40003: 'You do not have permission to do this.',
  40004: 'Not found.',
  42900: 'Too many requests, please try again later.',
  50000: 'Server error, please try again later.',
  50300: 'The service is briefly unavailable, please try again in a moment.',
  50008: 'Login failed, unable to get user details.',
  50012: 'You have been logged in elsewhere.',
  50014: 'Your login has expired, please log in again.',
  60204: 'Account and password are incorrect.',
}

import { backendPost } from '../request/backendPost.ts'
import type { BackendRequestOptions, ReplyEnvelope } from '../request/types.ts'

/**
 * The kinds of feedback the public form offers (spec 001 section 3 names the field "category"
 * without its values), the list the server checks too (apps/server takes it from here): a bug of the site,
 * a wish for a feature, a chain to add or fix, a token problem, anything else.
 */
export const feedbackCategories = ['bug', 'feature', 'chain', 'token', 'other'] as const

export type FeedbackCategory = (typeof feedbackCategories)[number]

/** What the public form sends (spec 001 section 3: category, description, email, contact). */
export type FeedbackInput = {
  category: string
  description: string
  email: string
  contact: string
}

/**
 * Field limits, the server's (the spec gives none): a description of 10 to 5,000 characters
 * (counted as code points, as the server does), an email of at most 254, a contact (Telegram, X, a
 * phone) of at most 200. An email or a contact is required, so the team can answer.
 */
export const feedbackLimits = {
  descriptionMin: 10,
  descriptionMax: 5000,
  emailMax: 254,
  contactMax: 200,
} as const

/** A reason one field is refused: a key under `feedback.validation.` and its parameters. */
export type FeedbackIssue = { key: string; params?: Record<string, number> }

export type FeedbackIssues = Partial<Record<keyof FeedbackInput, FeedbackIssue>>

// Deliberately loose (one @, a dot in the domain, no spaces): stricter patterns refuse real addresses.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Checks a feedback form the way the server does, so bad input is marked before anything is sent.
 * Values are trimmed first. Returns one issue per refused field; an empty object means valid.
 *
 * @example
 * validateFeedback({ category: 'bug', description: 'short', email: 'x', contact: '' })
 * // { description: { key: 'descriptionShort', params: { min: 10 } }, email: { key: 'email' } }
 */
export function validateFeedback(input: FeedbackInput): FeedbackIssues {
  const issues: FeedbackIssues = {}
  const description = input.description.trim()
  const length = [...description].length
  const email = input.email.trim()
  const contact = input.contact.trim()
  if (!(feedbackCategories as readonly string[]).includes(input.category))
    issues.category = { key: 'category' }
  if (!description) issues.description = { key: 'descriptionEmpty' }
  else if (length < feedbackLimits.descriptionMin)
    issues.description = {
      key: 'descriptionShort',
      params: { min: feedbackLimits.descriptionMin, count: feedbackLimits.descriptionMin },
    }
  else if (length > feedbackLimits.descriptionMax)
    issues.description = {
      key: 'descriptionLong',
      params: { max: feedbackLimits.descriptionMax, count: feedbackLimits.descriptionMax },
    }
  if (email && (email.length > feedbackLimits.emailMax || !emailPattern.test(email)))
    issues.email = { key: 'email' }
  if (!email && !contact) issues.email = { key: 'emailOrContact' }
  if ([...contact].length > feedbackLimits.contactMax)
    issues.contact = {
      key: 'contactLong',
      params: { max: feedbackLimits.contactMax, count: feedbackLimits.contactMax },
    }
  return issues
}

/**
 * Sends feedback to `POST /api/v1/web/feedback` (form-encoded, trimmed, empty optional fields left
 * out). Rejects like every backend call: an `HttpStatusError` with status 429 when the server's
 * rate limit refuses it (5 messages per IP in 10 minutes), 400 `invalid <field>` for bad input.
 *
 * @example
 * await sendFeedback({ category: 'bug', description: 'The lock page …', email: 'me@example.com', contact: '' })
 */
export function sendFeedback(
  input: FeedbackInput,
  options: BackendRequestOptions = {},
): Promise<ReplyEnvelope> {
  const optional = (value: string) => value.trim() || undefined
  return backendPost(
    '/api/v1/web/feedback',
    {
      category: input.category,
      description: input.description.trim(),
      email: optional(input.email),
      contact: optional(input.contact),
    },
    options,
  )
}

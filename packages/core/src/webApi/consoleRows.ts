/**
 * The rows of the operator console's lists, as the server answers them and the console reads them:
 * the one definition of both sides (apps/server's content modules build them from their tables;
 * apps/web's admin pages render them). camelCase, like the rest of the admin API; times are
 * ISO-8601 UTC text.
 */

/** A page of rows and how many rows match in all, as the console's lists ask for them. */
export type ConsolePage<T> = { total: number; items: T[] }

/** Numbers for the console's dashboard charts. */
export type DashboardStats = {
  /** First day counted (UTC, YYYY-MM-DD); the series cover it up to today. */
  since: string
  deploymentsPerDay: { day: string; kind: string; count: number }[]
  feedbackPerDay: { day: string; status: string; count: number }[]
  /** Levels in force (not expired) per chain. */
  vipLevelsPerChain: { chainId: number; level: number; count: number }[]
  totals: { deployments: number; feedback: number; openFeedback: number; vipLevels: number; articles: number }
}

/** Whether the team has answered a feedback message. */
export const feedbackStatuses = ['open', 'handled'] as const
export type FeedbackStatus = (typeof feedbackStatuses)[number]

/** One feedback message. */
export type Feedback = {
  id: number
  category: string
  description: string
  email: string
  contact: string
  status: FeedbackStatus
  createdAt: string
  updatedAt: string
}

/** One address's VIP level on one chain. */
export type VipLevelEntry = {
  address: string
  chainId: number
  level: number
  /** ISO-8601 UTC, or null: never expires. */
  expiresAt: string | null
  /** Whether expiresAt has passed (the public lookup then answers 0). */
  expired: boolean
  updatedAt: string
}

/** One error a browser reported. */
export type ClientError = {
  id: number
  message: string
  stack: string
  info: string
  url: string
  userAgent: string
  createdAt: string
}

/** One uploaded image. */
export type Upload = {
  name: string
  kind: string
  contentType: string
  size: number
  originalName: string
  uploadedBy: string
  createdAt: string
  /** Where browsers fetch it (the server's public uploads route). */
  url: string
}

/** One reported deployment. */
export type Deployment = {
  id: number
  kind: string
  chainId: number
  /** The created contract (a lock: the locker); null for kinds that create none. */
  address: string | null
  /** A token's template id; null for other kinds and older reports. */
  template: string | null
  txHash: string
  deployer: string
  createdAt: string
}

/** An operator: never the password hash. */
export type AdminUserView = {
  id: string
  username: string
  name: string
  avatar: string
  introduction: string
  roles: string[]
  createdAt: string
  updatedAt: string
}

/** A role and the console routes it opens. */
export type AdminRoleView = { key: string; name: string; description: string; routes: string[] }

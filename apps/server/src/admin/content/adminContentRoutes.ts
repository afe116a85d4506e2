import type { FastifyPluginAsync } from 'fastify'
import type { DatabaseHandle } from '../../db/createDatabase.ts'
import { articleAdminRoutes } from './articleAdminRoutes.ts'
import { errorLogAdminRoutes } from './errorLogAdminRoutes.ts'
import { feedbackAdminRoutes } from './feedbackAdminRoutes.ts'
import { createSearchGate } from './searchGate.ts'
import { transactionAdminRoutes } from './transactionAdminRoutes.ts'
import { uploadAdminRoutes } from './uploadAdminRoutes.ts'
import { vipAdminRoutes } from './vipAdminRoutes.ts'

export type AdminContentRoutesOptions = {
  database: DatabaseHandle
  /** DATA_DIR/uploads, where uploaded images are stored. */
  uploadsDir: string
  /** Rows a feedback export answers at most (tests lower it); default feedbackExportMaxRows. */
  feedbackExportMaxRows?: number | undefined
  /** A feedback export whose client takes nothing for this long is ended; default 15,000 ms. */
  feedbackExportStallMs?: number | undefined
  /** Feedback exports running at once in this instance; default defaultFeedbackExportsAtOnce. */
  feedbackExportsAtOnce?: number | undefined
}

/**
 * The console's content routes (issue 8): feedback, VIP levels, announcements, the client error
 * log, the transaction list with dashboard numbers, and uploads. Register inside adminApi (its
 * error handler answers their failures in the envelope) with prefix '/vue-element-admin'.
 *
 * @example
 * await admin.register(adminContentRoutes, { prefix: '/vue-element-admin', database, uploadsDir })
 */
export const adminContentRoutes: FastifyPluginAsync<AdminContentRoutesOptions> = async (admin, options) => {
  const { database } = options
  // Feedback and announcement searches share one gate: together they are the instance's text searches.
  const searchGate = createSearchGate()
  await admin.register(feedbackAdminRoutes, {
    database,
    searchGate,
    exportMaxRows: options.feedbackExportMaxRows,
    exportStallMs: options.feedbackExportStallMs,
    exportsAtOnce: options.feedbackExportsAtOnce,
  })
  await admin.register(vipAdminRoutes, { database })
  await admin.register(articleAdminRoutes, { database, searchGate })
  await admin.register(errorLogAdminRoutes, { database })
  await admin.register(transactionAdminRoutes, { database })
  await admin.register(uploadAdminRoutes, { database, dir: options.uploadsDir })
}

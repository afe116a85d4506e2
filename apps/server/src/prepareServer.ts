import type { FastifyInstance } from 'fastify'
import { type BootstrapAdminReturnType, bootstrapAdmin } from './auth/bootstrapAdmin.ts'
import type { ServerConfig } from './config.ts'
import { migrateToLatest } from './db/migrateToLatest.ts'
import { forgetReplacedLocalChains } from './local/forgetReplacedLocalChains.ts'

export type PreparedServer = {
  /** The first admin's login, created now because there was none (shown once by main.ts). */
  firstAdmin: BootstrapAdminReturnType
  /** Local chains whose records were removed because a new chain replaced them. */
  forgotten: number[]
}

/**
 * What the server does between building its app (buildApp) and listening: migrates the database,
 * forgets the records of a local chain that was reset (local/forgetReplacedLocalChains.ts), starts
 * the inscription indexer and creates the first admin when there is none. main.ts runs it for
 * `node apps/server/src/main.ts`, and the e2e harness (e2e/harness/startServer.ts) for each test
 * file's server, in the test's own process. On a failure the caller closes the app.
 *
 * @example
 * const app = await buildApp({ config })
 * const { firstAdmin } = await prepareServer(app, config)
 * await app.listen({ host: config.host, port: config.port })
 */
export async function prepareServer(app: FastifyInstance, config: ServerConfig): Promise<PreparedServer> {
  const applied = await migrateToLatest(app.database.db)
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
  const forgotten = await forgetReplacedLocalChains(app.database.db, config.localDeployments)
  // After the migrations and the forgetting of replaced local chains: the index it writes is clean.
  app.inscriptionIndexer.start()
  const firstAdmin = await bootstrapAdmin(app.database.db, config.admin)
  if (firstAdmin) app.log.info({ username: firstAdmin.username }, 'first admin created')
  return { firstAdmin, forgotten }
}

import type { FastifyInstance } from 'fastify'
import { type BuildAppOptions, buildApp } from './app.ts'
import { type BootstrapAdminReturnType, bootstrapAdmin } from './auth/bootstrapAdmin.ts'
import type { ServerConfig } from './config.ts'
import { migrateToLatest } from './db/migrateToLatest.ts'
import { forgetReplacedLocalChains } from './local/forgetReplacedLocalChains.ts'

export type PreparedServer = {
  app: FastifyInstance
  /** The first admin's login, created now because there was none (shown once by main.ts). */
  firstAdmin: BootstrapAdminReturnType
  /** Local chains whose records were removed because a new chain replaced them. */
  forgotten: number[]
}

/**
 * Everything the server does before it listens: builds the app, migrates the database, forgets the
 * records of a local chain that was reset (local/forgetReplacedLocalChains.ts), starts the
 * inscription indexer and creates the first admin when there is none. The caller listens
 * (`app.listen`) and closes (`app.close()`). main.ts runs it for `node apps/server/src/main.ts`,
 * and the e2e harness (e2e/harness/startServer.ts) for each test file's server, in its own process.
 * When a step fails the app is closed before the error is thrown.
 *
 * @example
 * const { app, firstAdmin } = await prepareServer(loadConfig())
 * await app.listen({ host: '127.0.0.1', port: 0 })
 */
export async function prepareServer(
  config: ServerConfig,
  options: Omit<BuildAppOptions, 'config'> = {},
): Promise<PreparedServer> {
  const app = await buildApp({ ...options, config })
  try {
    const applied = await migrateToLatest(app.database.db)
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
    const forgotten = await forgetReplacedLocalChains(app.database.db, config.localDeployments)
    // After the migrations and the forgetting of replaced local chains: the index it writes is clean.
    app.inscriptionIndexer.start()
    const firstAdmin = await bootstrapAdmin(app.database.db, config.admin)
    if (firstAdmin) app.log.info({ username: firstAdmin.username }, 'first admin created')
    return { app, firstAdmin, forgotten }
  } catch (error) {
    app.log.fatal({ err: error }, 'server failed to start')
    await app.close()
    throw error
  }
}

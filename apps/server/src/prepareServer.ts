import type { FastifyInstance } from 'fastify'
import { type BootstrapAdminReturnType, bootstrapAdmin } from './auth/bootstrapAdmin.ts'
import type { ServerConfig } from './config.ts'
import { migrateToLatest } from './db/migrateToLatest.ts'
import { migrations } from './db/migrations/index.ts'
import { forgetReplacedLocalChains } from './local/forgetReplacedLocalChains.ts'

export type PreparedServer = {
  /** The first admin's login, created now because there was none (shown once by main.ts). */
  firstAdmin: BootstrapAdminReturnType
  /** Local chains whose records were removed because a new chain replaced them. */
  forgotten: number[]
}

export type PrepareServerOptions = {
  /**
   * Told what the server is about to do, in a few words, before each step that can take long: each
   * pending migration (`migrating the database: 3 of 11 (0003_admin_sessions_and_roles)`), then
   * `database up to date (11 migrations)`, the check for reset local chains, the first admin's
   * creation. main.ts prints them, so that `make start` sees a first start progress; the e2e
   * harness and the tests leave it out.
   */
  onProgress?: (step: string) => void
}

/**
 * What the server does between building its app (buildApp) and listening: migrates the database,
 * forgets the records of a local chain that was reset (local/forgetReplacedLocalChains.ts), starts
 * the inscription indexer (it indexes in the background: listening does not wait for it) and
 * creates the first admin when there is none. main.ts runs it for `node apps/server/src/main.ts`,
 * and the e2e harness (e2e/harness/startServer.ts) for each test file's server, in the test's own
 * process. On a failure the caller closes the app.
 *
 * @example
 * const app = await buildApp({ config })
 * const { firstAdmin } = await prepareServer(app, config, { onProgress: (step) => console.log(step) })
 * await app.listen({ host: config.host, port: config.port })
 */
export async function prepareServer(
  app: FastifyInstance,
  config: ServerConfig,
  { onProgress }: PrepareServerOptions = {},
): Promise<PreparedServer> {
  const applied = await migrateToLatest(app.database.db, {
    onMigration: ({ name, number, total }) =>
      onProgress?.(`migrating the database: ${number} of ${total} (${name})`),
  })
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
  onProgress?.(`database up to date (${Object.keys(migrations).length} migrations)`)
  if (config.localDeployments.length > 0) onProgress?.('checking whether a local chain was reset')
  const forgotten = await forgetReplacedLocalChains(app.database.db, config.localDeployments)
  // After the migrations and the forgetting of replaced local chains: the index it writes is clean.
  app.inscriptionIndexer.start()
  const firstAdmin = await bootstrapAdmin(app.database.db, {
    ...config.admin,
    onCreating: () => onProgress?.('creating the first admin'),
    passwordCost: config.passwordCost,
  })
  if (firstAdmin) app.log.info({ username: firstAdmin.username }, 'first admin created')
  return { firstAdmin, forgotten }
}

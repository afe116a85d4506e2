/**
 * Starts the TokenBox server: `node apps/server/src/main.ts` (configuration from the environment,
 * see config.ts). Migrates the database, listens, and on SIGINT/SIGTERM stops taking requests,
 * finishes the ones in flight, closes the database and exits.
 */
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { migrateToLatest } from './db/migrateToLatest.ts'

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

const app = await buildApp({ config })

try {
  const applied = await migrateToLatest(app.database.db)
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  app.log.fatal({ err: error }, 'server failed to start')
  await app.close()
  process.exit(1)
}

const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
const host = config.host.includes(':') ? `[${config.host}]` : config.host
app.log.info(`TokenBox server listening on http://${host}:${port} (database: ${app.database.dialect})`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second Ctrl-C means "now".
    if (stopping) process.exit(1)
    stopping = true
    app.log.info(`${signal}: shutting down`)
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

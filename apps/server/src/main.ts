/**
 * Starts the TokenBox server: `node apps/server/src/main.ts` (configuration from the environment,
 * see config.ts). Prepares it (prepareServer.ts: migrations, the records of a reset local chain
 * forgotten, the first admin created when there is none, its login printed here once; each step
 * that can take long announced by a `server: ...` line unless LOG_LEVEL=silent), listens,
 * and on SIGINT/SIGTERM stops taking requests, finishes the ones in flight, closes the database and
 * exits.
 */
import { buildApp } from './app.ts'
import { formatFirstAdminLogin } from './auth/formatFirstAdminLogin.ts'
import { ConfigError, loadConfig } from './config.ts'
import { prepareServer } from './prepareServer.ts'

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
  const { forgotten, firstAdmin } = await prepareServer(app, config, {
    // Plain lines, unbuffered, whatever LOG_LEVEL says: `make start` (scripts/start.ts) waits on
    // them instead of a fixed time, and a first start on a slow machine shows where it is.
    onProgress: config.logLevel === 'silent' ? undefined : (step) => console.log(`server: ${step}`),
  })
  if (forgotten.length > 0) {
    // Plain output, as LOG_LEVEL=warn hides info: someone who reset a chain should see its records go.
    if (config.logLevel !== 'silent')
      console.log(`New local chain ${forgotten.join(', ')}: the records of the one it replaces were removed`)
  }
  if (firstAdmin) {
    // Plain console output, not the logger: whatever LOG_LEVEL says, this must be seen, and only now.
    // Printed before listening so a failed listen cannot lose the only copy of the password.
    console.log(`\n${formatFirstAdminLogin(firstAdmin)}\n`)
  }
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  app.log.fatal({ err: error }, 'server failed to start')
  await app.close()
  process.exit(1)
}

// Before the URL line, which a person or a script reads as "ready" and may answer with Ctrl-C or
// SIGTERM at once: a signal that came before these handlers killed the process with no clean stop
// (a loaded CI machine did that to main.test.ts once).
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

// The log is written in batches (log/serverLoggerOptions.ts): out with what start-up logged before
// the URL line below, which someone (or a script) waiting for the server reads as "ready".
const bufferedLog = app.log as Partial<{ flush(done: (error?: Error) => void): void }>
await new Promise<void>((resolve) => (bufferedLog.flush ? bufferedLog.flush(() => resolve()) : resolve()))

const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
const host = config.host.includes(':') ? `[${config.host}]` : config.host
// One readable line for people, besides Fastify's own JSON "Server listening" record, and shown
// under LOG_LEVEL=warn too: the URL is what someone starting the server is waiting for.
if (config.logLevel !== 'silent') {
  console.log(`TokenBox server listening on http://${host}:${port} (database: ${app.database.dialect})`)
}

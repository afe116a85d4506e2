import { buildApp } from '../../apps/server/src/app.ts'
import { testScryptParameters } from '../../apps/server/src/auth/scryptParameters.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { prepareServer } from '../../apps/server/src/prepareServer.ts'

export type StartServerParameters = {
  dataDir: string
  webDist: string
  /** The local chains' deployments files (the server's LOCAL_DEPLOYMENTS), the default chain first. */
  localDeployments?: readonly string[]
  /** Extra environment for the server (e.g. EXPLORER_API_URL_31337 for a test explorer). */
  env?: Record<string, string>
}

export type RunningServer = { url: string; stop: () => Promise<void> }

/**
 * Starts the TokenBox server for a test file, with its own data folder, on a loopback port the
 * system gives it: the server main.ts starts (its configuration read from the same environment
 * variables by loadConfig, built by buildApp and prepared by prepareServer: migrations, the first
 * admin, the inscription indexer), serving the built web app over real HTTP to the test's Chromium.
 *
 * It runs in the test's own process rather than as `node apps/server/src/main.ts`: a worker runs
 * its files one after another in one process (e2e/vitest.config.ts), so the server's modules load
 * once per worker instead of once per file. A child process cost about 2.0 CPU s to be ready (1.1 s
 * of it loading modules), an app in a process that had already started one about 0.2 s plus its
 * first admin's password hash (idle 2-core machine; a light hash now, see below). `node
 * src/main.ts` itself is tested by apps/server/test/main.test.ts. The server's log
 * (LOG_LEVEL=warn) is dropped, as the child's was.
 *
 * @example
 * const server = await startServer({ dataDir, webDist, localDeployments })
 * await server.stop()
 */
export async function startServer(parameters: StartServerParameters): Promise<RunningServer> {
  const loaded = loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: parameters.dataDir,
    WEB_DIST: parameters.webDist,
    LOG_LEVEL: 'warn',
    ...(parameters.localDeployments ? { LOCAL_DEPLOYMENTS: parameters.localDeployments.join(',') } : {}),
    DATABASE_URL: '',
    ...parameters.env,
  })
  // Passwords are hashed at the light test cost (apps/server/src/auth/scryptParameters.ts): no
  // browser test's subject is the hash, and each file's first admin cost a 64 MiB scrypt (16,384
  // new pages, 0.2 to 0.3 s) on the file's critical path. apps/server's tests hash at the
  // product's cost where the hash is the subject.
  const config = { ...loaded, passwordCost: testScryptParameters }
  const app = await buildApp({ config, logger: { stream: { write: () => undefined } } })
  try {
    await prepareServer(app, config)
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    await app.close()
    throw error
  }
  const address = app.server.address()
  if (typeof address !== 'object' || address === null) throw new Error('the server has no port')
  return { url: `http://127.0.0.1:${address.port}`, stop: () => app.close() }
}

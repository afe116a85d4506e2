import { join, resolve } from 'node:path'
import { spawnUntilReady } from '@tokenbox/core/local/spawnUntilReady.ts'

const repoRoot = resolve(import.meta.dirname, '../..')

export type StartServerParameters = {
  dataDir: string
  webDist: string
  /** The local chains' deployments files (the server's LOCAL_DEPLOYMENTS), the default chain first. */
  localDeployments?: readonly string[]
  /** Extra environment for the server (e.g. EXPLORER_API_URL_31337 for a test explorer). */
  env?: Record<string, string>
}

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> }

/**
 * Starts the TokenBox server (`node apps/server/src/main.ts`) on a loopback port it gets from the
 * system (PORT=0: it prints where it listens, so no server or node started meanwhile can hold the
 * same port), with its own data folder, and waits until /api/health answers.
 *
 * @example
 * const server = await startServer({ dataDir, webDist, localDeployments })
 * await server.stop()
 */
export async function startServer(parameters: StartServerParameters): Promise<RunningServer> {
  const { pid, url, stop } = await spawnUntilReady({
    name: 'The server',
    command: process.execPath,
    args: [join(repoRoot, 'apps/server/src/main.ts')],
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: parameters.dataDir,
      WEB_DIST: parameters.webDist,
      LOG_LEVEL: 'warn',
      ...(parameters.localDeployments ? { LOCAL_DEPLOYMENTS: parameters.localDeployments.join(',') } : {}),
      DATABASE_URL: '',
      ...parameters.env,
    },
    // "TokenBox server listening on http://127.0.0.1:40513 (database: sqlite)"
    url: (output) => /TokenBox server listening on (http:\/\/\S+)/.exec(output)?.[1],
    isReady: async (url) => {
      try {
        return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok
      } catch {
        return false // not listening yet
      }
    },
    timeoutMs: 60_000,
    pollMs: 200,
    stopTimeoutMs: 5000,
  })
  return { url, pid, stop }
}

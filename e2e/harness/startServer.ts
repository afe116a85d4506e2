import { type ChildProcess, spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { getFreePort } from '@tokenbox/core/local/localNodeProcess.ts'

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

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      done(true)
    })
  })
}

/**
 * Starts the TokenBox server (`node apps/server/src/main.ts`) on a free loopback port with its
 * own data folder, and waits until /api/health answers.
 *
 * @example
 * const server = await startServer({ dataDir, webDist, localDeployments })
 * await server.stop()
 */
export async function startServer(parameters: StartServerParameters): Promise<RunningServer> {
  const port = await getFreePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: parameters.dataDir,
      WEB_DIST: parameters.webDist,
      LOG_LEVEL: 'warn',
      ...(parameters.localDeployments ? { LOCAL_DEPLOYMENTS: parameters.localDeployments.join(',') } : {}),
      DATABASE_URL: '',
      ...parameters.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const pid = child.pid
  if (pid === undefined) throw new Error('Could not start the server')

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(pid, 'SIGTERM')
      if (!(await exited(child, 5000))) {
        process.kill(pid, 'SIGKILL')
        await exited(child, 5000)
      }
    }
    child.stdout?.destroy()
    child.stderr?.destroy()
  }

  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`The server did not start on ${url}:\n${output}`)
    }
    await new Promise((wait) => setTimeout(wait, 200))
  }
  return { url, pid, stop }
}

import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { benchOperatorPassword } from './seedFeedbackExport.ts'
import { expectedVipLevel, vipAddressOf, vipChainIds, vipRowCount } from './seedVipDatabase.ts'

/**
 * What the server load benches (vipLoadBench.ts, exportFairnessBench.ts, fairnessBench.ts) share:
 * the TokenBox server they start on a seeded database, the sign-in of its console operators and the
 * checked VIP lookup they measure.
 */

const repoRoot = join(import.meta.dirname, '../..')

/** This checkout's server: apps/server/src/main.ts. */
export const serverMain = join(repoRoot, 'apps/server/src/main.ts')

export type StartedServer = {
  process: ChildProcess
  /** The server's base URL, once it has printed `listening on URL`. */
  url: string
  /** Stops the server and waits for it to exit. */
  stop: () => Promise<void>
}

/**
 * Starts `main` (this checkout's server unless another is named) in a second process on loopback,
 * on the database seeded in `dataDir` (SQLite, or PostgreSQL with `databaseUrl`), and waits until it
 * listens.
 */
export async function startBenchServer(options: {
  dataDir: string
  main?: string
  logLevel?: 'warn' | 'error'
  databaseUrl?: string
}): Promise<StartedServer> {
  const server = spawn(process.execPath, [options.main ?? serverMain], {
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: options.logLevel ?? 'warn',
      ADMIN_PASSWORD: 'bench-password-not-used',
      DATABASE_URL: options.databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  try {
    return { process: server, url: await listeningUrl(server.stdout as Readable), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function listeningUrl(output: Readable): Promise<string> {
  for await (const line of createInterface({ input: output })) {
    const match = /listening on (http:\/\/\S+)/.exec(line)
    if (match?.[1]) return match[1]
  }
  throw new Error('the server exited before listening')
}

/** Signs a seeded console operator in; resolves the session token. */
export async function signIn(base: string, username: string): Promise<string> {
  const reply = await fetch(`${base}/prod-api/vue-element-admin/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: benchOperatorPassword }),
  })
  const body = (await reply.json()) as { code: number; data?: { token?: string } }
  if (body.code !== 20000 || !body.data?.token)
    throw new Error(`sign-in of ${username}: ${JSON.stringify(body)}`)
  return body.data.token
}

/** The value at `fraction` of the ascending `sorted`, rounded to `digits` decimals. */
export function percentile(sorted: number[], fraction: number, digits = 3): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10 ** digits) / 10 ** digits
}

/**
 * One VIP lookup of a random seeded address (a third of them have no level), checked against the
 * level that was seeded: `ms` from the request to the parsed answer. A connection failure throws.
 */
export async function lookUpRandomVip(
  base: string,
): Promise<{ ms: number; ok: boolean; status: number; right: boolean }> {
  const index = Math.floor(Math.random() * vipRowCount * 1.5)
  const chainId = vipChainIds[Math.floor(Math.random() * vipChainIds.length)] as number
  const started = performance.now()
  const reply = await fetch(`${base}/api/v1/web/vip/info?address=${vipAddressOf(index)}&chain=${chainId}`)
  const body = (await reply.json()) as { data?: { vip?: number } }
  const ms = performance.now() - started
  return {
    ms,
    ok: reply.ok,
    status: reply.status,
    right: body.data?.vip === expectedVipLevel(index, chainId),
  }
}

/**
 * Runs `concurrency` loops of checked lookups while `running()`: the latencies in ms, the wrong
 * answers and the failed requests.
 */
export async function hammerVipLookups(
  base: string,
  concurrency: number,
  running: () => boolean,
): Promise<{ latencies: number[]; wrong: number; failed: number }> {
  const latencies: number[] = []
  let wrong = 0
  let failed = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (running()) {
        const answer = await lookUpRandomVip(base)
        latencies.push(answer.ms)
        if (!answer.ok) failed++
        else if (!answer.right) wrong++
      }
    }),
  )
  return { latencies, wrong, failed }
}

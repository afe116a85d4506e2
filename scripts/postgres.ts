/**
 * A throwaway PostgreSQL cluster on loopback, for the server's tests and for trying the server on
 * PostgreSQL without installing a service.
 *
 * It runs the server binaries of an installed PostgreSQL (Debian's `postgresql` package keeps them in
 * /usr/lib/postgresql/<major>/bin, off PATH): `initdb` into a fresh temporary directory, `pg_ctl start`
 * on a free loopback port with the unix socket inside that directory (so nothing touches
 * /var/run/postgresql), then creates a database. `stop()` ends the postmaster by its PID and removes
 * the directory, so nothing survives the test run.
 *
 * PostgreSQL refuses to run as root. When we are root (CI containers are), the directory is given to
 * the `postgres` system user and the binaries run through `su postgres -c`.
 *
 * CLI: `node scripts/postgres.ts` starts a cluster, prints `DATABASE_URL=...` and keeps it running
 * until Ctrl-C, then stops it and removes the directory.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { isProcessAlive } from '@tokenbox/core/local/isProcessAlive.ts'
import pg from 'pg'

export type StartPostgresOptions = {
  /** Name of the database created in the new cluster. Default `tokenbox`. */
  database?: string
  /** Where to look for initdb/pg_ctl first; default: PATH, then the newest /usr/lib/postgresql/<major>/bin. */
  binDir?: string
}

export type PostgresInstance = {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust auth on loopback, no password). */
  url: string
  port: number
  /** The cluster's data directory, also holding the unix socket and `server.log`. */
  dataDir: string
  /** Stops the postmaster by PID and removes the data directory. Safe to call twice. */
  stop: () => Promise<void>
}

const superuser = 'postgres'

/**
 * Finds the directory holding `initdb` and `pg_ctl`, or `undefined` when PostgreSQL is not installed.
 *
 * @example
 * const binDir = findPostgresBinDir()
 * if (!binDir) console.log('no PostgreSQL server binaries on this machine')
 */
export function findPostgresBinDir(preferred?: string): string | undefined {
  const candidates: string[] = []
  if (preferred) candidates.push(preferred)
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir) candidates.push(dir)
  // Debian installs the server binaries per major version off PATH; prefer the newest.
  const debianRoot = '/usr/lib/postgresql'
  if (existsSync(debianRoot)) {
    const majors = readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
    for (const major of majors) candidates.push(join(debianRoot, major, 'bin'))
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')))
}

/** Quotes one word for `sh -c`. */
function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`
}

const runningAsRoot = (): boolean => process.getuid?.() === 0

/** Runs a PostgreSQL binary as a user PostgreSQL accepts, failing with its output on error. */
function runPostgresBinary(binary: string, args: string[]): void {
  const result = runningAsRoot()
    ? spawnSync('su', [superuser, '-s', '/bin/sh', '-c', [binary, ...args].map(shellQuote).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(binary, args, { encoding: 'utf8' })
  if (result.error) throw result.error
  if (result.status !== 0) {
    throw new Error(
      `${binary} ${args.join(' ')} exited with ${result.status}:\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    )
  }
}

/** A port that was free a moment ago (the kernel picks it; we release it for PostgreSQL). */
async function findFreePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('could not pick a free port')
  return address.port
}

/** The postmaster's PID is the first line of postmaster.pid in the data directory. */
function readPostmasterPid(dataDir: string): number | undefined {
  const pidFile = join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

async function stopCluster(dataDir: string): Promise<void> {
  const pid = readPostmasterPid(dataDir)
  if (pid !== undefined && isProcessAlive(pid)) {
    // SIGINT is PostgreSQL's "fast" shutdown: it disconnects clients instead of waiting for them.
    process.kill(pid, 'SIGINT')
    const deadline = Date.now() + 15_000
    while (isProcessAlive(pid) && Date.now() < deadline) await sleep(50)
    // A postmaster that ignores fast shutdown gets "immediate" shutdown.
    if (isProcessAlive(pid)) process.kill(pid, 'SIGQUIT')
    while (isProcessAlive(pid) && Date.now() < deadline + 5_000) await sleep(50)
  }
  rmSync(dataDir, { recursive: true, force: true })
}

/**
 * Starts a PostgreSQL cluster on 127.0.0.1 in a new temporary directory and creates a database.
 *
 * @example
 * const postgres = await startPostgres()
 * try {
 *   // connect with postgres.url
 * } finally {
 *   await postgres.stop()
 * }
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresInstance> {
  const binDir = findPostgresBinDir(options.binDir)
  if (!binDir) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found on PATH or in /usr/lib/postgresql/*/bin',
    )
  }
  const database = options.database ?? 'tokenbox'
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`invalid database name: ${database}`)

  const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-pg-'))
  let started = false
  try {
    if (runningAsRoot()) {
      const postgresUser = spawnSync('id', ['-u', superuser], { encoding: 'utf8' })
      if (postgresUser.status !== 0) throw new Error(`running as root but there is no '${superuser}' user`)
      const uid = Number(postgresUser.stdout.trim())
      const gid = Number(execFileSync('id', ['-g', superuser], { encoding: 'utf8' }).trim())
      chownSync(dataDir, uid, gid)
    }
    // -A trust: only loopback and the private socket directory can reach this cluster.
    // --locale=C avoids depending on which locales the machine has generated.
    runPostgresBinary(join(binDir, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      superuser,
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ])

    // Another process may grab the port between picking and binding it; try a few.
    let port = 0
    for (let attempt = 1; ; attempt++) {
      port = await findFreePort()
      try {
        runPostgresBinary(join(binDir, 'pg_ctl'), [
          '-D',
          dataDir,
          '-l',
          join(dataDir, 'server.log'),
          // fsync off: a test cluster is thrown away, durability only costs time.
          '-o',
          `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c full_page_writes=off`,
          '-w',
          '-t',
          '60',
          'start',
        ])
        started = true
        break
      } catch (error) {
        if (attempt >= 3) {
          const log = join(dataDir, 'server.log')
          const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''
          throw new Error(`${(error as Error).message}\n${tail}`)
        }
      }
    }

    const client = new pg.Client({ host: '127.0.0.1', port, user: superuser, database: 'postgres' })
    await client.connect()
    try {
      await client.query(`CREATE DATABASE ${database}`)
    } finally {
      await client.end()
    }

    // If this process exits without stop() (a crash, process.exit in a test runner), do not leave
    // a postmaster behind: immediate shutdown is all that can be done synchronously on 'exit'.
    const stopOnExit = () => {
      const pid = readPostmasterPid(dataDir)
      if (pid !== undefined && isProcessAlive(pid)) process.kill(pid, 'SIGQUIT')
    }
    process.once('exit', stopOnExit)

    let stopped: Promise<void> | undefined
    return {
      url: `postgres://${superuser}@127.0.0.1:${port}/${database}`,
      port,
      dataDir,
      stop: () => {
        process.removeListener('exit', stopOnExit)
        stopped ??= stopCluster(dataDir)
        return stopped
      },
    }
  } catch (error) {
    if (started) await stopCluster(dataDir)
    else rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}

/**
 * Stops a cluster started by {@link startPostgres}.
 *
 * @example
 * await stop(await startPostgres())
 */
export function stop(instance: PostgresInstance): Promise<void> {
  return instance.stop()
}

async function main(): Promise<void> {
  const postgres = await startPostgres()
  console.log(`DATABASE_URL=${postgres.url}`)
  console.log('Ctrl-C stops it and removes its directory.')
  // Signal listeners do not keep Node running; without this timer it would exit here and orphan
  // the cluster.
  const keepAlive = setInterval(() => {}, 1 << 30)
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  clearInterval(keepAlive)
  await postgres.stop()
  console.log('PostgreSQL stopped.')
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

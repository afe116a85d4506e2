import { resolve } from 'node:path'

/** The repository root, so defaults do not depend on the directory the server is started from. */
export const repoRoot = resolve(import.meta.dirname, '../../..')

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }

export type ServerConfig = {
  host: string
  /** 0 lets the operating system pick a free port (tests). */
  port: number
  database: DatabaseConfig
  /** Where the SQLite file (and `make start`'s local deployments) live. */
  dataDir: string
  /** The built web app (Vite's output). */
  webDist: string
  /** Path of local-deployments.json; the local chain is enabled while this file exists. */
  localDeployments: string | undefined
  logLevel: LogLevel
}

/** Thrown when the environment does not describe a runnable server; lists every problem at once. */
export class ConfigError extends Error {
  override name = 'ConfigError'
  readonly problems: readonly string[]
  constructor(problems: readonly string[]) {
    super(`Invalid server configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.problems = problems
  }
}

/** Empty strings count as unset: `PORT= node main.ts` should mean the default, not port 0. */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/**
 * Reads and validates the server's environment.
 *
 * - `HOST` (default 127.0.0.1), `PORT` (default 8080, 0 picks a free port)
 * - `DATABASE_URL` (postgres:// or postgresql://): PostgreSQL; unset: SQLite at `DATA_DIR/tokenbox.db`
 * - `DATA_DIR` (default `<repo>/data`), `WEB_DIST` (default `<repo>/apps/web/dist`)
 * - `LOCAL_DEPLOYMENTS` (optional path of local-deployments.json), `LOG_LEVEL` (default info)
 *
 * Relative paths are taken from the current directory, as a shell user would expect.
 *
 * @example
 * const config = loadConfig({ PORT: '9000' })
 * // config.port === 9000, config.database.dialect === 'sqlite'
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = []

  const host = read(env, 'HOST') ?? '127.0.0.1'

  const portText = read(env, 'PORT') ?? '8080'
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(portText)}`)
  }

  const dataDir = resolve(read(env, 'DATA_DIR') ?? resolve(repoRoot, 'data'))
  const webDist = resolve(read(env, 'WEB_DIST') ?? resolve(repoRoot, 'apps/web/dist'))
  const localDeploymentsText = read(env, 'LOCAL_DEPLOYMENTS')
  const localDeployments = localDeploymentsText ? resolve(localDeploymentsText) : undefined

  let database: DatabaseConfig = { dialect: 'sqlite', file: resolve(dataDir, 'tokenbox.db') }
  const databaseUrl = read(env, 'DATABASE_URL')
  if (databaseUrl !== undefined) {
    let protocol: string | undefined
    try {
      protocol = new URL(databaseUrl).protocol
    } catch {
      protocol = undefined
    }
    if (protocol === 'postgres:' || protocol === 'postgresql:') {
      database = { dialect: 'postgres', url: databaseUrl }
    } else {
      // The URL may hold a password: name the problem without echoing it.
      problems.push(
        'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database); unset it to use SQLite',
      )
    }
  }

  const logLevelText = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase()
  const logLevel = logLevels.find((level) => level === logLevelText)
  if (logLevel === undefined) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got ${JSON.stringify(logLevelText)}`)
  }

  if (problems.length > 0 || logLevel === undefined) throw new ConfigError(problems)
  return { host, port, database, dataDir, webDist, localDeployments, logLevel }
}

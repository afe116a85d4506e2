import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { type BuildAppOptions, buildApp } from '../src/app.ts'
import type { ServerConfig } from '../src/config.ts'
import type { createDatabase } from '../src/db/createDatabase.ts'
import { testConfig } from './testConfig.ts'
import { type SuiteDatabase, type TestDialect, useMigratedDatabase } from './testDatabases.ts'

/** What {@link buildAppOn} takes besides the database: the app's options, config overrides under `config`. */
export type TestAppOptions = Omit<BuildAppOptions, 'config' | 'database'> & {
  config?: Partial<ServerConfig>
}

/**
 * An app on the suite's database (which the suite keeps owning), without logs unless `options`
 * asks for them; for a second app beside the suite's own, or one built inside a test.
 *
 * @example
 * const restarted = await buildAppOn(database, { config: { dataDir } })
 */
export function buildAppOn(database: SuiteDatabase, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { config, ...appOptions } = options
  return buildApp({
    logger: false,
    ...appOptions,
    config: testConfig({ ...config, database: database.config }),
    database: database.handle,
  })
}

/** The suite's app and database from {@link useAppOnMigratedDatabase}; read them inside hooks and tests. */
export type SuiteApp = {
  readonly app: FastifyInstance
  readonly database: SuiteDatabase
  /** The app's DATA_DIR when the suite asked for a temporary one (`dataDirPrefix`). */
  readonly dataDir: string
}

/**
 * A fresh migrated database of `dialect` (see useMigratedDatabase) and an app on it, built before the
 * suite's own beforeAll hooks registered after this call and closed after its afterAll hooks. With
 * `dataDirPrefix`, the app's DATA_DIR is a new temporary folder, removed once the app is closed.
 *
 * @example
 * const server = useAppOnMigratedDatabase(dialect)
 * it('answers', async () => expect((await server.app.inject('/api/v1/health')).statusCode).toBe(200))
 */
export function useAppOnMigratedDatabase(
  dialect: TestDialect,
  options: TestAppOptions & {
    databaseOptions?: Parameters<typeof createDatabase>[1]
    dataDirPrefix?: string
  } = {},
): SuiteApp {
  const { databaseOptions, dataDirPrefix, ...appOptions } = options
  const database = useMigratedDatabase(dialect, databaseOptions)
  let app: FastifyInstance | undefined
  let dataDir: string | undefined
  beforeAll(async () => {
    if (dataDirPrefix !== undefined) dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix))
    app = await buildAppOn(database, {
      ...appOptions,
      config: { ...appOptions.config, ...(dataDir && { dataDir }) },
    })
  })
  afterAll(async () => {
    await app?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })
  const ready = () => {
    if (!app) throw new Error('the suite app exists only inside hooks and tests')
    return app
  }
  return {
    get app() {
      return ready()
    },
    database,
    get dataDir() {
      ready()
      if (!dataDir) throw new Error('the suite asked for no temporary data folder (dataDirPrefix)')
      return dataDir
    },
  }
}

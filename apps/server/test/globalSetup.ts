/**
 * Makes PostgreSQL available to the server suite, which runs once per dialect:
 * TEST_DATABASE_URL when set (CI may provide its own), else a throwaway cluster on loopback from
 * scripts/postgres.ts when the PostgreSQL server binaries are installed. When neither works the
 * PostgreSQL variant is skipped with a loud warning, unless REQUIRE_POSTGRES=1 (CI) makes that
 * a failure: a green CI run must have exercised PostgreSQL.
 */
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { findPostgresBinDir, startPostgres } from '../../../scripts/postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may CREATE DATABASE, or null when PostgreSQL is unavailable. */
    postgresUrl: string | null
    /** Why PostgreSQL is unavailable (null when it is available). */
    postgresUnavailable: string | null
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.TEST_DATABASE_URL?.trim()
  if (given) {
    // Explicitly configured: unreachable is a failure, never a skip.
    const client = new pg.Client({ connectionString: given, connectionTimeoutMillis: 10_000 })
    try {
      await client.connect()
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${(error as Error).message}`)
    } finally {
      await client.end().catch(() => {})
    }
    project.provide('postgresUrl', given)
    project.provide('postgresUnavailable', null)
    return undefined
  }

  let reason: string
  if (findPostgresBinDir() === undefined) {
    reason = 'no PostgreSQL server binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql/*/bin'
  } else {
    try {
      const postgres = await startPostgres({ database: 'tokenbox_test' })
      project.provide('postgresUrl', postgres.url)
      project.provide('postgresUnavailable', null)
      return () => postgres.stop()
    } catch (error) {
      reason = `starting a throwaway PostgreSQL failed: ${error instanceof Error ? error.message : String(error)}`
    }
  }

  if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is unavailable: ${reason}`)
  }
  const line = '!'.repeat(78)
  console.warn(
    `\n${line}\n! SERVER TESTS ON POSTGRESQL ARE SKIPPED: ${reason}\n! Install PostgreSQL (apt-get install postgresql) or set TEST_DATABASE_URL.\n${line}\n`,
  )
  project.provide('postgresUrl', null)
  project.provide('postgresUnavailable', reason)
  return undefined
}

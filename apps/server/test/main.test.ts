import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../src/auth/verifyPassword.ts'
import { type DatabaseConfig, repoRoot } from '../src/config.ts'
import { createDatabase } from '../src/db/createDatabase.ts'
import { migrations } from '../src/db/migrations/index.ts'
import { testDialects } from './testDatabases.ts'

const mainFile = join(import.meta.dirname, '../src/main.ts')

/** Runs `node src/main.ts` as a user would, and collects its output. */
function startMain(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = ''
  // process.execPath: the Node running vitest (>= 22), with native TypeScript type stripping.
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return { child, output: () => output }
}

// A real `node src/main.ts` start (type stripping of the server's modules, migrations, a password
// hash) took over 20 s at load 15-28 on 2 cores: the waits and the tests leave room for that.
async function waitFor<T>(what: string, read: () => T | undefined, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const listeningLine = /^TokenBox server listening on (http:\/\/127\.0\.0\.1:\d+) \(database: \w+\)$/gm

/** The URL of the plain "listening" line, once the server printed it. */
function listeningUrl(child: ChildProcess, output: () => string): Promise<string> {
  return waitFor('the listening URL', () => {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
    return [...output().matchAll(listeningLine)][0]?.[1]
  }).catch((error: Error) => {
    throw new Error(`${error.message}; the server's output so far:\n${output()}`)
  })
}

/** The stored password hash of an admin user, read straight from the database. */
async function passwordHashOf(config: DatabaseConfig, username: string): Promise<string | undefined> {
  const { db } = createDatabase(config)
  try {
    const row = await db
      .selectFrom('admin_users')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirst()
    return row?.password_hash
  } finally {
    await db.destroy()
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

describe('node src/main.ts', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-main-'))
  const children: ChildProcess[] = []

  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('migrates, creates the first admin and prints its login once, listens on a free port, answers health, and stops cleanly on SIGTERM', async () => {
    const { child, output } = startMain({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' })
    children.push(child)
    const url = await listeningUrl(child, output)

    const reply = await fetch(`${url}/api/health`)
    expect(reply.status).toBe(200)
    expect(await reply.json()).toMatchObject({ status: '1', data: { database: 'ok', dialect: 'sqlite' } })
    expect(output()).toContain('0001_vip_levels')
    expect(output()).toContain('0002_admin_users')
    // What it was doing, in plain lines before the URL line (`make start` waits on them), each pending
    // migration in order.
    const names = Object.keys(migrations).sort()
    expect(output().match(/^server: .*$/gm)).toEqual([
      ...names.map(
        (name, index) => `server: migrating the database: ${index + 1} of ${names.length} (${name})`,
      ),
      `server: database up to date (${names.length} migrations)`,
      'server: creating the first admin',
    ])
    expect(output().indexOf('server: creating the first admin')).toBeLessThan(output().search(listeningLine))
    expect(existsSync(join(dataDir, 'tokenbox.db'))).toBe(true)

    // The login block: once, readable, with a password that verifies against the stored hash.
    expect(output().split('First admin login (shown once; set ADMIN_PASSWORD to choose it):')).toHaveLength(2)
    expect(output()).toContain('  username: admin\n')
    const password = /^ {2}password: ([A-Za-z0-9]{20})$/m.exec(output())?.[1]
    expect(password).toBeDefined()
    expect(output().split(password ?? '')).toHaveLength(2)
    const hash = await passwordHashOf({ dialect: 'sqlite', file: join(dataDir, 'tokenbox.db') }, 'admin')
    // The server as operators start it hashes at the product's cost (scryptParameters: N 2^16, r 8,
    // p 2); only tests' code lowers it (testScryptParameters), never the environment.
    expect(hash).toMatch(/^scrypt\$65536\$8\$2\$/)
    expect(await verifyPassword(password ?? '', hash ?? '')).toBe(true)
    // The readable URL line, exactly once (Fastify's own JSON record is worded differently).
    expect([...output().matchAll(listeningLine)]).toHaveLength(1)

    child.kill('SIGTERM')
    expect(await exitOf(child)).toBe(0)
    expect(output()).toContain('SIGTERM: shutting down')
  })

  it('on the next start says nothing about the admin, and prints the URL once even with LOG_LEVEL=warn', async () => {
    const before = await passwordHashOf({ dialect: 'sqlite', file: join(dataDir, 'tokenbox.db') }, 'admin')
    const { child, output } = startMain({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
    children.push(child)
    await listeningUrl(child, output)
    expect([...output().matchAll(listeningLine)]).toHaveLength(1)
    // Nothing left to migrate, no admin to create: one progress line.
    expect(output().match(/^server: .*$/gm)).toEqual([
      `server: database up to date (${Object.keys(migrations).length} migrations)`,
    ])
    // Paths are left out: a checkout may live under a directory whose name contains "admin".
    expect(output().replaceAll(repoRoot, '<repo>')).not.toMatch(/admin|password/i)
    // warn hides the info records (the process may still print unrelated runtime warnings).
    expect(output(), output()).not.toMatch(/"level":30/)
    expect(await passwordHashOf({ dialect: 'sqlite', file: join(dataDir, 'tokenbox.db') }, 'admin')).toBe(
      before,
    )
    child.kill('SIGINT')
    expect(await exitOf(child)).toBe(0)
  })

  it('refuses an ADMIN_PASSWORD shorter than 12 characters before touching the database', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'tokenbox-main-'))
    try {
      const { child, output } = startMain({ PORT: '0', DATA_DIR: fresh, ADMIN_PASSWORD: 'short-pw' })
      children.push(child)
      expect(await exitOf(child)).toBe(1)
      expect(output()).toContain('ADMIN_PASSWORD must be at least 12 characters (it has 8)')
      expect(output()).not.toContain('short-pw')
      expect(existsSync(join(fresh, 'tokenbox.db'))).toBe(false)
    } finally {
      rmSync(fresh, { recursive: true, force: true })
    }
  })

  const postgres = testDialects().find((dialect) => dialect.name === 'postgres')
  it.skipIf(!postgres || postgres.unavailable !== null)(
    'runs on PostgreSQL when DATABASE_URL is set',
    async () => {
      const database = await postgres!.create()
      try {
        if (database.config.dialect !== 'postgres') throw new Error('expected a PostgreSQL database')
        const adminPassword = 'chosen by the operator 42'
        const { child, output } = startMain({
          PORT: '0',
          DATA_DIR: dataDir,
          DATABASE_URL: database.config.url,
          ADMIN_USERNAME: 'operator',
          ADMIN_PASSWORD: adminPassword,
        })
        children.push(child)
        const url = await listeningUrl(child, output)
        const reply = await fetch(`${url}/api/health`)
        expect(await reply.json()).toMatchObject({
          status: '1',
          data: { database: 'ok', dialect: 'postgres' },
        })
        // ADMIN_PASSWORD is used, announced, and not echoed.
        expect(output()).toContain('  username: operator\n')
        expect(output()).toContain('  password: (the value of ADMIN_PASSWORD)\n')
        expect(output()).not.toContain(adminPassword)
        const hash = await passwordHashOf(database.config, 'operator')
        expect(await verifyPassword(adminPassword, hash ?? '')).toBe(true)
        child.kill('SIGINT')
        expect(await exitOf(child)).toBe(0)
      } finally {
        await database.drop()
      }
    },
  )

  it('refuses a bad configuration with a clear message and exit code 1', async () => {
    const { child, output } = startMain({ PORT: 'eighty', DATA_DIR: dataDir })
    children.push(child)
    expect(await exitOf(child)).toBe(1)
    expect(output()).toContain('Invalid server configuration')
    expect(output()).toContain('PORT must be an integer from 0 to 65535, got "eighty"')
  })
})

import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
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

async function waitFor<T>(what: string, read: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

describe('node src/main.ts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-main-'))
  const children: ChildProcess[] = []

  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('migrates, listens on a free port, answers health, and stops cleanly on SIGTERM', async () => {
    const { child, output } = startMain({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' })
    children.push(child)
    const url = await waitFor('the listening URL', () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
      return /TokenBox server listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1]
    })

    const reply = await fetch(`${url}/api/health`)
    expect(reply.status).toBe(200)
    expect(await reply.json()).toMatchObject({ status: '1', data: { database: 'ok', dialect: 'sqlite' } })
    expect(output()).toContain('0001_vip_levels')
    expect(existsSync(join(dataDir, 'tokenbox.db'))).toBe(true)

    child.kill('SIGTERM')
    expect(await exitOf(child)).toBe(0)
    expect(output()).toContain('SIGTERM: shutting down')
  })

  const postgres = testDialects().find((dialect) => dialect.name === 'postgres')
  it.skipIf(!postgres || postgres.unavailable !== null)(
    'runs on PostgreSQL when DATABASE_URL is set',
    async () => {
      const database = await postgres!.create()
      try {
        if (database.config.dialect !== 'postgres') throw new Error('expected a PostgreSQL database')
        const { child, output } = startMain({
          PORT: '0',
          DATA_DIR: dataDir,
          DATABASE_URL: database.config.url,
        })
        children.push(child)
        const url = await waitFor('the listening URL', () => {
          if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
          return /TokenBox server listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1]
        })
        const reply = await fetch(`${url}/api/health`)
        expect(await reply.json()).toMatchObject({
          status: '1',
          data: { database: 'ok', dialect: 'postgres' },
        })
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

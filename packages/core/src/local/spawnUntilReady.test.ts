import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getFreePort } from './localNodeProcess.ts'
import { spawnUntilReady } from './spawnUntilReady.ts'

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const node = (script: string) => ({ command: process.execPath, args: ['-e', script] })

describe('spawnUntilReady', () => {
  it('resolves once the process answers, and stop ends it', async () => {
    const port = await getFreePort()
    const url = `http://127.0.0.1:${port}`
    const started = await spawnUntilReady({
      name: 'The test server',
      ...node(
        `require('node:http').createServer((_, reply) => reply.end('ok')).listen(${port}, '127.0.0.1')`,
      ),
      url,
      isReady: async () => (await fetch(url).catch(() => undefined))?.ok === true,
      timeoutMs: 30_000,
      stopTimeoutMs: 5000,
    })
    expect(await (await fetch(url)).text()).toBe('ok')
    await started.stop()
    expect(isRunning(started.pid)).toBe(false)
    await started.stop() // a second stop is harmless
  })

  it('throws with the last output when the process exits before answering', async () => {
    await expect(
      spawnUntilReady({
        name: 'The broken server',
        ...node("console.error('no database here'); process.exit(3)"),
        url: 'http://127.0.0.1:1',
        isReady: async () => false,
        timeoutMs: 30_000,
        stopTimeoutMs: 5000,
      }),
    ).rejects.toThrow(
      /The broken server exited before answering on http:\/\/127\.0\.0\.1:1:\nno database here/,
    )
  })

  it('stops a process that does not answer in time, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tokenbox-spawn-'))
    const pidFile = join(dir, 'pid')
    try {
      await expect(
        spawnUntilReady({
          name: 'The silent server',
          ...node(
            `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`,
          ),
          url: 'http://127.0.0.1:1',
          // Never ready, and not before the process runs, so the timeout finds it running.
          isReady: async () => {
            while (!existsSync(pidFile)) await new Promise((wait) => setTimeout(wait, 20))
            return false
          },
          timeoutMs: 300,
          stopTimeoutMs: 5000,
        }),
      ).rejects.toThrow(/The silent server did not answer on http:\/\/127\.0\.0\.1:1 within 300 ms/)
      expect(isRunning(Number(readFileSync(pidFile, 'utf8')))).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
